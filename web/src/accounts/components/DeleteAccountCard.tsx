import { type AccountDeletionBody, accountDeletionBody } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { useMyAppointments } from '../../appointments/api/appointments';
import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { FormTextField } from '../../shared/components/FormTextField';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useDeleteAccount } from '../api/account';
import { ProfileSection } from './ProfileSection';

export const ERASURE_EXPLANATION =
  'Elimineremo il tuo account, il profilo, i post, i commenti, i like, i progressi nei corsi, le iscrizioni agli eventi, le notifiche, il diario dei sintomi, le richieste di contatto e gli ordini senza fattura. ' +
  'Delle fatture restano solo i dati fiscali (nome, codice fiscale o partita IVA, indirizzo di fatturazione, servizio e importi), senza email, telefono, note né collegamento al tuo account, perché la legge italiana ci obbliga a conservare le fatture per dieci anni. ' +
  "L'operazione non si può annullare.";

/** What the confirmation adds when visits are still to come: the erasure calls them off and tells the doctor. */
export function upcomingVisitsNote(count: number): string {
  if (count === 0) return '';
  return count === 1
    ? ' Hai una visita in programma: sarà annullata e la dottoressa ne sarà avvisata.'
    : ` Hai ${count} visite in programma: saranno annullate e la dottoressa ne sarà avvisata.`;
}

/** 'Elimina account' (GDPR art. 17): the password, then a confirmation that says what goes and what stays. */
export function DeleteAccountCard() {
  const deletion = useDeleteAccount();
  const visits = useMyAppointments();
  const upcoming = (visits.data?.upcoming ?? []).filter((visit) => visit.status === 'pending' || visit.status === 'confirmed');
  const toast = useToast();
  const [confirming, setConfirming] = useState<AccountDeletionBody | null>(null);
  const form = useForm<AccountDeletionBody>({ resolver: zodResolver(accountDeletionBody), defaultValues: { password: '' } });

  const confirm = () => {
    if (!confirming) return;
    deletion.mutate(confirming, {
      // A full reload: no screen of the members' area keeps the erased account's data.
      onSuccess: () => window.location.assign('/'),
      onError: (error) => {
        setConfirming(null);
        toast(failureToast(error, "Eliminazione dell'account non riuscita"));
      },
    });
  };

  return (
    <ProfileSection title="Elimina account">
      <Typography color="text.secondary">{ERASURE_EXPLANATION}</Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(setConfirming)} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          form={form}
          name="password"
          idPrefix="erasure"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Box>
          <Button type="submit" color="error" variant="outlined">
            Elimina account
          </Button>
        </Box>
      </Box>
      {confirming && (
        <ConfirmDeleteDialog
          title="Eliminare il tuo account?"
          message={ERASURE_EXPLANATION + upcomingVisitsNote(upcoming.length)}
          // Her visits are read first: the confirmation must say which ones the erasure calls off.
          pending={deletion.isPending || visits.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        />
      )}
    </ProfileSection>
  );
}
