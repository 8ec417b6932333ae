// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { TOAST_MS, toaster, UNDO_TOAST_MS, useToast } from './toast';

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
  return enqueueSnackbar.mock.calls.at(-1)![1] as { autoHideDuration?: number; persist?: boolean; variant: string; key: string };
}

describe('toast options', () => {
  it('a toast with an action stays 8 seconds; a plain one 5, and none stays for good', async () => {
    expect(UNDO_TOAST_MS).toBe(8000);
    expect(await show({ title: 'Appuntamento confermato', action: { label: 'Annulla', onClick: () => undefined } })).toMatchObject({
      autoHideDuration: 8000,
      variant: 'success',
    });
    expect(await show({ title: 'Salvato' })).toMatchObject({ autoHideDuration: TOAST_MS, persist: false });
    expect(TOAST_MS).toBe(5000);
  });
});
