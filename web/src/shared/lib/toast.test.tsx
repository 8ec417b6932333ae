// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { toaster, UNDO_TOAST_MS, useToast } from './toast';

// notistack's own timer is its business: here, what the toast asks of it.
const enqueueSnackbar = vi.hoisted(() => vi.fn());
vi.mock('notistack', () => ({ enqueueSnackbar, closeSnackbar: vi.fn() }));

/** Shows a toast as a screen does, the host being ready at once. */
async function show(options: Parameters<ReturnType<typeof useToast>>[0]) {
  enqueueSnackbar.mockClear();
  const toast = renderHook(() => useToast()).result.current;
  toast(options);
  toaster.markReady();
  await vi.waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledTimes(1));
  return enqueueSnackbar.mock.calls[0]![1] as { autoHideDuration?: number; variant: string; key: string };
}

describe('toast options', () => {
  it('a toast with an action stays 8 seconds; a plain one keeps the provider’s time', async () => {
    expect(UNDO_TOAST_MS).toBe(8000);
    expect(await show({ title: 'Appuntamento confermato', action: { label: 'Annulla', onClick: () => undefined } })).toMatchObject({
      autoHideDuration: 8000,
      variant: 'success',
    });
    expect((await show({ title: 'Salvato' })).autoHideDuration).toBeUndefined();
  });
});
