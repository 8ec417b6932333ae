import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useWithdrawDiaryConsent } from '../api/diary';

/**
 * The withdrawal of the care diary's consent, asked twice: on /diario and on the profile
 * (docs/product.md, Care diary). New entries stop until the consent is given again.
 */
export function WithdrawDiaryConsent() {
  const withdraw = useWithdrawDiaryConsent();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button color="error" onClick={() => setConfirming(true)} sx={{ justifySelf: 'start' }}>
        Revoca il consenso
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">Dopo la revoca non potrai aggiungere annotazioni finché non darai di nuovo il consenso.</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={() => setConfirming(false)}>Annulla</Button>
        <Button
          color="error"
          variant="contained"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => toast({ title: 'Consenso revocato' }),
              onError: (error) => toast(failureToast(error, 'Consenso non revocato')),
            })
          }
        >
          Conferma la revoca
        </Button>
      </Box>
    </Box>
  );
}
