import type { ContactRequestView, PatientFromRequestView } from '@app/schemas/content/contactRequests';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { useCurrentUser } from '../../shared/api/session';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreatePatientFromRequest, useMarkRequestHandled } from '../api/contactRequests';

/** What the toast says once the request is a patient, and the next step when the dialog cannot follow. */
function madeMessage({ patient }: PatientFromRequestView, isDoctor: boolean) {
  const done = patient.existing
    ? `${patient.email} aveva già un account: la richiesta è collegata alla sua scheda.`
    : `Invito inviato a ${patient.email}.`;
  const next = isDoctor ? ' Ora proponi il primo appuntamento.' : " Il primo appuntamento lo fissa la dottoressa dall'Agenda.";
  return { title: patient.existing ? 'Paziente collegata' : 'Paziente creata', description: done + next };
}

/**
 * A waiting request's actions: 'Crea paziente' (the invitation to its address, or the link to the
 * account that has it; then `onPatient`, for the doctor, to propose the first visit) and 'Segna
 * come gestita' (answered some other way). Once handled, the list shows the card without them.
 */
export function RequestActions({
  request,
  onPatient,
}: {
  request: ContactRequestView;
  onPatient: (patient: PatientFromRequestView['patient']) => void;
}) {
  const { isDoctor } = useCurrentUser();
  const create = useCreatePatientFromRequest();
  const mark = useMarkRequestHandled();
  const toast = useToast();
  const busy = create.isPending || mark.isPending;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button
        variant="contained"
        size="small"
        disabled={busy}
        onClick={() =>
          // mutateAsync: the card loses these actions once the list shows the request handled,
          // and a mutate's own callbacks would not run after that.
          create.mutateAsync(request.id).then(
            (made) => {
              toast(madeMessage(made, isDoctor));
              if (isDoctor) onPatient(made.patient);
            },
            (error: unknown) => toast(failureToast(error, 'Paziente non creata')),
          )
        }
      >
        Crea paziente
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={() =>
          mark.mutateAsync(request.id).then(
            () => toast({ title: 'Richiesta segnata come gestita' }),
            (error: unknown) => toast(failureToast(error, 'Richiesta non aggiornata')),
          )
        }
      >
        Segna come gestita
      </Button>
    </Box>
  );
}
