import { IBS_SSS_WORDING } from '@app/schemas/carePlan/ibsSssWording';
import { IBS_SSS_ITEMS, type IbsSssAnswers, ibsSssBandLabel, type QuestionnaireView } from '@app/schemas/carePlan/questionnaires';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { apiErrorMessage } from '../../shared/api/client';
import { formatDate } from '../../shared/lib/format';
import { useQuestionnaires, useSubmitIbsSss } from '../api/diary';
import { ScaleField } from './ScaleField';

const START: IbsSssAnswers = { painSeverity: 0, painDays: 0, distensionSeverity: 0, bowelDissatisfaction: 0, lifeInterference: 0 };

function changeText(result: QuestionnaireView): string {
  if (result.change === null) return 'Primo questionario';
  const sign = result.change > 0 ? '+' : '';
  return `${sign}${result.change} punti dal precedente${result.meaningfulChange ? ' (variazione clinicamente rilevante)' : ''}`;
}

/** The IBS-SSS: the latest results, and the five questions in a dialog. */
export function IbsSssCard() {
  const results = useQuestionnaires();
  const submit = useSubmitIbsSss();
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<IbsSssAnswers>(START);
  const [latest, setLatest] = useState<QuestionnaireView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setAnswers(START);
    setError(null);
  };
  const send = () =>
    submit.mutate(answers, {
      onSuccess: (result) => {
        setLatest(result);
        close();
      },
      onError: (failure) => setError(apiErrorMessage(failure, 'Questionario non inviato')),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="ibs-sss-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="ibs-sss-title" component="h2" variant="h6">
        Questionario IBS-SSS
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Misura la gravità del colon irritabile negli ultimi 10 giorni (punteggio da 0 a 500). Compilalo ogni qualche settimana.
      </Typography>
      {latest && (
        <Alert severity={latest.meaningfulChange ? 'info' : 'success'} data-testid="ibs-sss-result">
          Punteggio {latest.score}: {ibsSssBandLabel(latest.band).toLowerCase()}. {changeText(latest)}.
        </Alert>
      )}
      {(results.data ?? []).slice(0, 5).map((result) => (
        <Typography key={result.id} variant="body2">
          {formatDate(result.submittedAt)}: <strong>{result.score}</strong> ({ibsSssBandLabel(result.band)})
        </Typography>
      ))}
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        Compila il questionario
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="ibs-sss-dialog-title">
        <DialogTitle id="ibs-sss-dialog-title">{IBS_SSS_WORDING.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {/* The note on the wording (a paraphrase, not the validated text) is for the doctor: components/DiaryTrendCharts.tsx, `forDoctor`. */}
          {IBS_SSS_ITEMS.map((item) => {
            const wording = IBS_SSS_WORDING.items[item];
            return (
              <Box key={item}>
                <ScaleField
                  label={wording.question}
                  value={answers[item]}
                  max={item === 'painDays' ? 10 : 100}
                  step={item === 'painDays' ? 1 : 5}
                  onChange={(value) => setAnswers((current) => ({ ...current, [item]: value }))}
                />
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Typography variant="caption">{wording.minLabel}</Typography>
                  <Typography variant="caption">{wording.maxLabel}</Typography>
                </Box>
              </Box>
            );
          })}
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annulla</Button>
          <Button variant="contained" onClick={send} disabled={submit.isPending}>
            Invia
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
