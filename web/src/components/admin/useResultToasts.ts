import { apiErrorMessage } from '../../lib/api/client';
import { useToast } from '../../lib/toast';

/**
 * The callbacks every admin write passes to `mutate`: the success toast and what follows it (close
 * the dialog, reset the form), or 'Errore' with the server's Italian message or the fallback.
 */
export function useResultToasts() {
  const toast = useToast();
  return (success: string, failure: string, after: () => void = () => {}) => ({
    onSuccess: () => {
      toast({ title: success });
      after();
    },
    onError: (error: unknown) => toast({ title: 'Errore', description: apiErrorMessage(error, failure), variant: 'destructive' }),
  });
}
