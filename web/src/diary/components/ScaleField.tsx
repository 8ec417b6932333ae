import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A 0–max slider with its label and the value shown, large enough for a thumb. */
export function ScaleField({
  label,
  value,
  onChange,
  max = 10,
  step = 1,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  max?: number;
  step?: number;
}) {
  const id = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" aria-hidden>
          {value}/{max}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={id}
        value={value}
        min={0}
        max={max}
        step={step}
        marks={max <= 10}
        onChange={(_, next) => onChange(next as number)}
      />
    </Box>
  );
}
