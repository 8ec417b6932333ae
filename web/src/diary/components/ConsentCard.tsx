import { DIARY_CONSENT } from '@app/schemas/diary/diary';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useGiveDiaryConsent } from '../api/diary';

/** What the diary collects and who reads it, and the explicit consent (docs/product.md, Care diary). */
export function ConsentCard() {
  const [checked, setChecked] = useState(false);
  const give = useGiveDiaryConsent();
  const toast = useToast();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="diary-consent-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="diary-consent-title" component="h2" variant="h6">
        {DIARY_CONSENT.title}
      </Typography>
      {DIARY_CONSENT.paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="body2">
          {paragraph}
        </Typography>
      ))}
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
        label={DIARY_CONSENT.checkbox}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!checked || give.isPending}
        onClick={() =>
          give.mutate(undefined, {
            onError: (error) => toast(failureToast(error, 'Consenso non registrato')),
          })
        }
      >
        Acconsento e inizio il diario
      </Button>
    </Paper>
  );
}
