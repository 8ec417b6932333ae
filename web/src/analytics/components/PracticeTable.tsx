import Typography from '@mui/material/Typography';

import { type Column, DataTable } from '../../shared/components/DataTable';
import { type PracticeFigure, shownValue } from '../lib/practiceFigures';

interface PracticeTableProps<T> {
  label: string;
  /** The first column: the week or the month. */
  period: { header: string; label: (row: T) => string; key: (row: T) => string };
  figures: PracticeFigure<T>[];
  /** Oldest first, as the answer gives them: shown newest first. */
  rows: T[];
  empty: string;
}

/** One table of the practice's figures (cards on a phone), the latest period first; a sentence when every figure is zero. */
export function PracticeTable<T>({ label, period, figures, rows, empty }: PracticeTableProps<T>) {
  if (rows.every((row) => figures.every((figure) => figure.value(row) === 0))) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  const columns: Column<{ id: string; row: T }>[] = [
    { header: period.header, cell: ({ row }) => period.label(row) },
    ...figures.map((figure) => ({
      header: figure.header,
      align: 'right' as const,
      cell: ({ row }: { row: T }) => shownValue(figure, row),
    })),
  ];
  const newestFirst = [...rows].reverse().map((row) => ({ id: period.key(row), row }));
  return <DataTable label={label} columns={columns} rows={newestFirst} />;
}
