import { failureToast, type ToastOptions, useToast } from '../lib/toast';

/**
 * The callbacks every admin write passes to `mutate`: the success toast (a title, or a toast made
 * from the answer) and what follows it (close the dialog, reset the form), or 'Errore' with the
 * server's Italian message or the fallback.
 */
export function useResultToasts() {
  const toast = useToast();
  return <Result = unknown>(
    success: string | ((result: Result) => ToastOptions),
    failure: string,
    after: (result: Result) => void = () => {},
  ) => ({
    onSuccess: (result: Result) => {
      toast(typeof success === 'string' ? { title: success } : success(result));
      after(result);
    },
    onError: (error: unknown) => toast(failureToast(error, failure)),
  });
}
