import { useCallback } from 'react';

import { apiErrorMessage } from '../api/client';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is an error toast. */
  variant?: 'default' | 'destructive';
  /** A way back ('Annulla'): a button in the toast, which then stays longer (UNDO_TOAST_MS). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** How long a toast stays. */
export const TOAST_MS = 5000;
/** How long a toast with an action stays: long enough to reach its button with the keyboard. */
export const UNDO_TOAST_MS = 8000;

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

let toastCount = 0;

async function showToast({ title, description, variant = 'default', action }: ToastOptions) {
  const [{ enqueueSnackbar, closeSnackbar }] = await Promise.all([import('notistack'), requestToaster()]);
  // The key is ours, so the action's button can close its own toast.
  const key = `toast-${++toastCount}`;
  enqueueSnackbar(
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description}
      {action && (
        <ToastActionButton
          action={action}
          onDone={() => {
            closeSnackbar(key);
          }}
        />
      )}
    </span>,
    // Every toast times out, the one with an action too (`persist` never set).
    { key, variant: variant === 'destructive' ? 'error' : 'success', persist: false, autoHideDuration: action ? UNDO_TOAST_MS : TOAST_MS },
  );
}

/**
 * The toast's action, a plain button (the landing page loads no MUI): its text is its accessible
 * name, it is in the tab order, and it closes the toast once used, so it runs once.
 */
function ToastActionButton({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        onDone();
        action.onClick();
      }}
      style={{
        display: 'block',
        marginTop: 6,
        padding: '4px 10px',
        border: '1px solid currentColor',
        borderRadius: 4,
        background: 'transparent',
        color: 'inherit',
        font: 'inherit',
        fontWeight: 600,
        cursor: 'pointer',
      }}
    >
      {action.label}
    </button>
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
