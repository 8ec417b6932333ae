// @vitest-environment happy-dom
import { WEAK_PASSWORD_PREFIX } from '@app/schemas/accounts/account';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WEAK = `${WEAK_PASSWORD_PREFIX} Scegline una più lunga o meno prevedibile, ad esempio tre o quattro parole a caso.`;

describe('ChangePasswordForm', () => {
  it("shows the server's strength refusal under the new password's field, kept as typed, and focuses it", async () => {
    renderWithData(<ChangePasswordForm />, { '/api/account/password': Response.json({ message: WEAK }, { status: 400 }) });
    fireEvent.change(screen.getByLabelText(/Password attuale/), { target: { value: 'la-vecchia-password' } });
    const field = screen.getByLabelText(/Nuova password/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'password123' } });
    await act(async () => fireEvent.submit(field.form!));
    expect(await screen.findByText(WEAK)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(WEAK).id);
    expect(field.value).toBe('password123');
  });
});
