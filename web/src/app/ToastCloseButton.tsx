import { closeSnackbar, type SnackbarKey } from 'notistack';

/**
 * Lets a person dismiss a toast (keyboard and screen readers included). Plain HTML, not MUI: toasts
 * also appear on the landing page, which loads no MUI.
 */
export function ToastCloseButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  return (
    <button
      type="button"
      aria-label="Chiudi"
      onClick={() => closeSnackbar(snackbarKey)}
      style={{
        display: 'grid',
        placeItems: 'center',
        width: 32,
        height: 32,
        padding: 0,
        border: 0,
        borderRadius: '50%',
        background: 'transparent',
        color: 'inherit',
        cursor: 'pointer',
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
        />
      </svg>
    </button>
  );
}
