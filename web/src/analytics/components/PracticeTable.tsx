import Typography from '@mui/material/Typography';

import { type Column, DataTable } from '../../shared/components/DataTable';
import { type PracticeFigure, shownValue } from '../lib/practiceFigures';
import { Block } from './Block';

export interface PracticeTableSpec<T> {
  title: string;
  /** The table's name for screen readers. */
  label: string;
  /** What the block says when every figure is zero. */
  empty: string;
  /** The first column: the week or the month. */
  period: { header: string; label: (row: T) => string; key: (row: T) => string };
  figures: PracticeFigure<T>[];
}

/**
 * One block of the practice's figures: a table (cards on a phone), the latest period first; a
 * sentence when every figure is zero. `rows` come oldest first, as the answer gives them.
 */
export function PracticeTable<T>({ spec, rows }: { spec: PracticeTableSpec<T>; rows: T[] }) {
  const { title, label, empty, period, figures } = spec;
  const quiet = rows.every((row) => figures.every((figure) => figure.value(row) === 0));
  const columns: Column<{ id: string; row: T }>[] = [
    { header: period.header, cell: ({ row }) => period.label(row) },
    ...figures.map((figure) => ({
      header: figure.header,
      align: 'right' as const,
      cell: ({ row }: { row: T }) => shownValue(figure, row),
    })),
  ];
  const newestFirst = [...rows].reverse().map((row) => ({ id: period.key(row), row }));
  return (
    <Block title={title}>
      {quiet ? <Typography color="text.secondary">{empty}</Typography> : <DataTable label={label} columns={columns} rows={newestFirst} />}
    </Block>
  );
}
