import Chip, { type ChipProps } from '@mui/material/Chip';

/** A list's yes/no state (published, active, public): filled in `color` when on, outlined grey when off. */
export function StateChip({ on, labels, color }: { on: boolean; labels: [on: string, off: string]; color: ChipProps['color'] }) {
  return <Chip size="small" label={on ? labels[0] : labels[1]} color={on ? color : 'default'} variant={on ? 'filled' : 'outlined'} />;
}
