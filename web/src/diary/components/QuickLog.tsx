import type { DiaryKind } from '@app/schemas/diary/diary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const QUICK: { kind: DiaryKind; label: string }[] = [
  { kind: 'symptoms', label: 'Sintomi' },
  { kind: 'stool', label: 'Evacuazione' },
  { kind: 'meal', label: 'Pasto' },
  { kind: 'wellbeing', label: 'Benessere' },
  { kind: 'cycle', label: 'Ciclo' },
  { kind: 'measurements', label: 'Misure' },
];

/** The quick buttons at the top of /diario, in thumb's reach: each opens its sheet with defaults. */
export function QuickLog({ onPick }: { onPick: (kind: DiaryKind) => void }) {
  return (
    <Box
      component="section"
      aria-label="Aggiungi al diario"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(6, 1fr)' }, gap: 1, mb: 3 }}
    >
      {QUICK.map((item, index) => (
        <Button
          key={item.kind}
          variant={index < 2 ? 'contained' : 'outlined'}
          size="large"
          onClick={() => onPick(item.kind)}
          sx={{ minHeight: 56 }}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}
