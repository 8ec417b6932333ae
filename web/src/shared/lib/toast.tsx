import { useCallback } from 'react';

import { apiErrorMessage } from '../api/client';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is an error toast. */
  variant?: 'default' | 'destructive';
}

// notistack loads with the first toast, not with the page: toasts only follow an action, and the
// landing page's first download stays small. ToastHost (app wiring) mounts the lazy Toaster once a
// toast is wanted; the Toaster calls toaster.markReady() when its provider can show toasts.
let wanted = false;
let ready: Promise<void> | undefined;
let resolveReady = () => {};
const listeners = new Set<() => void>();

export const toaster = {
  isWanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  markReady: () => resolveReady(),
};

function requestToaster(): Promise<void> {
  if (!ready) {
    ready = new Promise<void>((resolve) => (resolveReady = resolve));
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

async function showToast({ title, description, variant = 'default' }: ToastOptions) {
  const [{ enqueueSnackbar }] = await Promise.all([import('notistack'), requestToaster()]);
  enqueueSnackbar(
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description}
    </span>,
    { variant: variant === 'destructive' ? 'error' : 'success' },
  );
}

/** Toasts with a title and an optional description, as docs/product.md (Messages) words them. */
export function useToast() {
  return useCallback((options: ToastOptions) => void showToast(options), []);
}

/**
 * The toast of a failed call, the one way screens report them: the server's Italian message, or
 * `fallback` when the answer has none (a network failure, a 500). Screens choose only the title
 * and the fallback, where docs/product.md (Messages) fixes them.
 */
export function failureToast(error: unknown, fallback: string, title = 'Errore'): ToastOptions {
  return { title, description: apiErrorMessage(error, fallback), variant: 'destructive' };
}
