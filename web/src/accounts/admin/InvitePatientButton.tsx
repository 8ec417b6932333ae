import { type InvitationBody, invitationBody, type InvitationView } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormDialog } from '../../shared/components/FormDialog';
import { FormTextField } from '../../shared/components/FormTextField';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useToast } from '../../shared/lib/toast';
import { useInvitePatient } from '../api/account';

/** After the invitation: the set-password link to copy and send (a patient invited by phone). */
function InvitationLinkDialog({ invitation, onClose }: { invitation: InvitationView; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const copy = () =>
    navigator.clipboard.writeText(invitation.link).then(
      () => toast({ title: 'Link copiato' }),
      () => toast({ title: 'Copia non riuscita', description: 'Seleziona il link e copialo a mano.', variant: 'destructive' }),
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Invito inviato</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">
          Abbiamo inviato a {invitation.email} l&apos;email per scegliere la password. Puoi anche copiare il link e mandarlo tu.
        </Alert>
        <TextField
          label="Link per scegliere la password"
          value={invitation.link}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
          onFocus={(event) => event.target.select()}
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={copy}>Copia link</Button>
        <Button variant="contained" onClick={onClose}>
          Chiudi
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Invita paziente': the doctor creates a patient's account by name and e-mail; the patient chooses
 * the password from the e-mail's link (or from the link the doctor copies). Self-contained, so it
 * can sit in any admin view.
 */
export function InvitePatientButton() {
  const [formOpen, setFormOpen] = useState(false);
  const invite = useInvitePatient();
  const results = useResultToasts();
  const form = useForm<InvitationBody>({
    resolver: zodResolver(invitationBody),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const close = () => {
    setFormOpen(false);
    form.reset();
  };
  const onSubmit = form.handleSubmit((body) => invite.mutate(body, results('Paziente invitato', 'Invito non riuscito', close)));

  return (
    <>
      <Button variant="outlined" startIcon={<PersonAddOutlined />} onClick={() => setFormOpen(true)}>
        Invita paziente
      </Button>
      {formOpen && (
        <FormDialog title="Invita paziente" submitLabel="Invia invito" pending={invite.isPending} onSubmit={onSubmit} onClose={close}>
          <FormTextField form={form} name="firstName" idPrefix="invito" label="Nome" required />
          <FormTextField form={form} name="lastName" idPrefix="invito" label="Cognome" required />
          <FormTextField form={form} name="email" idPrefix="invito" label="Email" type="email" required />
        </FormDialog>
      )}
      {invite.data && !formOpen && <InvitationLinkDialog invitation={invite.data} onClose={() => invite.reset()} />}
    </>
  );
}
