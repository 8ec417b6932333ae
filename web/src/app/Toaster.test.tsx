// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TOAST_MS, type ToastOptions, UNDO_TOAST_MS, useToast } from '../shared/lib/toast';
import { PHONE_QUERY } from './Toaster';
import { ToastHost } from './ToastHost';

/** The first answer waits for the screen's chunks and data: long on a busy machine. */
const LOADING = { timeout: 10_000 };
/** A screen's action that ends with a toast. */
function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Mostra
    </button>
  );
}

/** The app's wiring: the host mounts the lazy toaster once a toast is asked for. */
function showToast(options: ToastOptions) {
  render(
    <>
      <ToastHost />
      <Trigger options={options} />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Mostra' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The screen's width as CSS media queries see it. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY && width < 600,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('a toast with an action', () => {
  it("shows 'Annulla' as a button reachable by keyboard, runs it and closes the toast", async () => {
    const undo = vi.fn();
    showToast({ title: 'Appuntamento confermato', action: { label: 'Annulla', onClick: undo } });
    const button = await screen.findByRole('button', { name: 'Annulla' }, LOADING);
    // A native button in the tab order: Enter and Space press it.
    expect(button.tagName).toBe('BUTTON');
    expect(button.tabIndex).toBe(0);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Appuntamento confermato')).toBeNull());
  });

  it('a toast without an action has no button but its close button', async () => {
    showToast({ title: 'Salvato' });
    await screen.findByText('Salvato', undefined, LOADING);
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names.sort()).toEqual(['Chiudi', 'Mostra']);
  });
});

describe('where and how long toasts stay', () => {
  it("sits at the top on a phone (390 px), clear of a dialog's or a sheet's buttons at the bottom", async () => {
    stubWidth(390);
    showToast({ title: 'Annotazione salvata' });
    const toast = await screen.findByText('Annotazione salvata', undefined, LOADING);
    expect(toast.closest('.toasts-top')).not.toBeNull();
    expect(document.querySelector('.toasts-bottom')).toBeNull();
  });

  it('sits at the bottom right on a wide screen', async () => {
    stubWidth(1280);
    showToast({ title: 'Profilo aggiornato' });
    const toast = await screen.findByText('Profilo aggiornato', undefined, LOADING);
    expect(toast.closest('.toasts-bottom')).not.toBeNull();
  });

  it.each([
    ['without an action', { title: 'Messaggio inviato' }, TOAST_MS],
    ['with an action', { title: 'Appuntamento annullato', action: { label: 'Annulla', onClick: () => {} } }, UNDO_TOAST_MS],
  ])('goes by itself %s', async (_, options: ToastOptions, duration) => {
    // The clock runs (the lazy toaster loads) and can be moved on: the toast's own timer is a fake one.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    showToast(options);
    await screen.findByText(options.title, undefined, LOADING);
    act(() => void vi.advanceTimersByTime(duration - 500));
    expect(screen.queryByText(options.title)).not.toBeNull();
    act(() => void vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByText(options.title)).toBeNull());
  });
});
