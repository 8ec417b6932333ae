import { type AccountDeletionBody, accountDeletionBody } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiErrorMessage } from '../../shared/api/client';
import { FormTextField } from '../../shared/components/FormTextField';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useEraseDiary } from '../api/diary';

export const DIARY_ERASURE_EXPLANATION =
  'Cancelleremo tutte le annotazioni del diario (pasti, sintomi, evacuazioni, sonno, ciclo e le altre), i questionari compilati, ' +
  'i commenti della tua nutrizionista e la registrazione del consenso. Il tuo account e gli altri dati restano. ' +
  "L'operazione non si può annullare.";

/**
 * 'Cancella tutto il diario' (docs/security.md, Diary erasure): offered once the consent is
 * withdrawn; a dialog says what goes and asks the password (the diary's erasure call).
 */
export function EraseDiary() {
  const erase = useEraseDiary();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const form = useForm<AccountDeletionBody>({ resolver: zodResolver(accountDeletionBody), defaultValues: { password: '' } });

  const close = () => {
    setOpen(false);
    form.reset();
  };
  const onSubmit = form.handleSubmit((body) =>
    erase.mutate(body, {
      onSuccess: () => {
        close();
        toast({ title: 'Diario cancellato', description: 'Non resta nessuna annotazione del tuo diario.' });
      },
      onError: (error) => {
        form.setError('password', { message: apiErrorMessage(error, 'Cancellazione non riuscita') });
        toast(failureToast(error, 'Cancellazione non riuscita'));
      },
    }),
  );

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        Cancella tutto il diario
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id={titleId}>Cancellare tutto il diario?</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{DIARY_ERASURE_EXPLANATION}</DialogContentText>
            <FormTextField
              form={form}
              name="password"
              idPrefix="diary-erasure"
              label="Password"
              type="password"
              autoComplete="current-password"
              helperText="Per sicurezza, inserisci la password del tuo account."
              required
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={erase.isPending}>
              Annulla
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={erase.isPending}>
              {erase.isPending ? 'Cancellazione...' : 'Cancella il diario'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
