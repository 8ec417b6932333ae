import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is an error toast. */
  variant?: 'default' | 'destructive';
}

/** Toasts with a title and an optional description, as SPEC §8 words them. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      const snackVariant: VariantType = variant === 'destructive' ? 'error' : 'success';
      enqueueSnackbar(
        <span>
          <strong style={{ display: 'block' }}>{title}</strong>
          {description}
        </span>,
        { variant: snackVariant },
      );
    },
    [enqueueSnackbar],
  );
}
