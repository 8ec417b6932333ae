import Button from '@mui/material/Button';
import { useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useDeclineMemberRequests } from '../api/appointments';

/**
 * 'Rifiuta tutte' on a pending request of a patient with more than one: after a confirmation, every
 * open request of hers is declined at once and she is told of each (the agenda's answer to a
 * member holding its free slots).
 */
export function DeclineMemberRequests({ uid, patientName, count }: { uid: string; patientName: string; count: number }) {
  const [asking, setAsking] = useState(false);
  const decline = useDeclineMemberRequests();
  const toast = useToast();
  const confirm = () =>
    decline.mutate(uid, {
      onSuccess: ({ declined }) => {
        setAsking(false);
        toast({ title: 'Richieste rifiutate', description: `${declined} richieste di ${patientName} rifiutate.` });
      },
      onError: (error) => toast(failureToast(error, 'Operazione non riuscita', 'Operazione non riuscita')),
    });
  return (
    <>
      <Button size="small" color="error" disabled={decline.isPending} onClick={() => setAsking(true)}>
        Rifiuta tutte ({count})
      </Button>
      {asking && (
        <ConfirmDeleteDialog
          title={`Rifiutare tutte le richieste di ${patientName}?`}
          message={`Le ${count} richieste in attesa di ${patientName} saranno rifiutate e i loro orari tornano liberi. La paziente riceve un avviso per ciascuna.`}
          confirmLabel="Rifiuta tutte"
          pendingLabel="Rifiuto in corso..."
          pending={decline.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
