// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UpdateSnackbar } from './UpdatePrompt';

afterEach(cleanup);

describe('UpdateSnackbar', () => {
  it("says in Italian that a new version is ready, and 'Aggiorna' asks for it", () => {
    const onUpdate = vi.fn();
    render(<UpdateSnackbar open onUpdate={onUpdate} />);
    expect(screen.getByText('Nuova versione disponibile: aggiorna')).toBeTruthy();
    expect(onUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while no new version waits', () => {
    render(<UpdateSnackbar open={false} onUpdate={() => undefined} />);
    expect(screen.queryByText('Nuova versione disponibile: aggiorna')).toBeNull();
  });
});
