import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
}

/**
 * On a phone, one card per row: each column's header beside its value, so nothing scrolls sideways
 * at 390 px.
 */
function DataCards<T extends { id: string }>({ label, columns, rows }: DataTableProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5 }}>
            {columns.map((column) => (
              <Box key={column.header} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {column.header}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * A list of the admin area: a table from tablet width up, which takes the focus so that the
 * keyboard can scroll it when no cell has a link or a button (the Registro); cards on a phone.
 */
export function DataTable<T extends { id: string }>({ label, columns, rows }: DataTableProps<T>) {
  // Known at the first render (noSsr): the page never draws the table to swap it for cards.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (phone) return <DataCards label={label} columns={columns} rows={rows} />;
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
