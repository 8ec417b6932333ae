import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useCurrentUser } from '../../shared/api/session';
import { useToast } from '../../shared/lib/toast';

/**
 * Sends what waits in the offline outbox at start and when the connection comes back (members'
 * pages); a write the server refused for good is told in a toast. Renders nothing. The sending code
 * loads after the frame, in a chunk of its own.
 */
export function OutboxSync() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const uid = useCurrentUser().user?.id;
  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    const onRefused = (message: string) => toast({ title: 'Errore', description: message, variant: 'destructive' });
    void import('./outboxSync')
      .then(({ startOutboxSync }) => {
        if (!stopped) stop = startOutboxSync(queryClient, uid, onRefused);
      })
      .catch(() => undefined); // offline before the chunk came: the next start tries again
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid, queryClient, toast]);
  return null;
}
