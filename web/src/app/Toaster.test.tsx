// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type ToastOptions, useToast } from '../shared/lib/toast';
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

afterEach(cleanup);

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
