// @vitest-environment happy-dom
import { MESSAGING_CLOSED, type MessagingStatus } from '@app/schemas/messages/messages';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import MessagesPage from './MessagesPage';

afterEach(cleanup);

const noPackage: MessagingStatus = {
  canWrite: false,
  reason: MESSAGING_CLOSED.noPackage,
  packageEndsAt: null,
  usualAnswer: 'Di solito rispondo entro 24 ore, dal lunedì al sabato.',
  closedToday: false,
  hasMessages: false,
};

describe('/messaggi without the messaging package', () => {
  it('is no dead end: the practice’s phone, e-mail and hours for a practical question, and the online packages', async () => {
    renderWithData(<MessagesPage />, { '/api/messages/status': noPackage });
    const contact = await screen.findByRole('region', { name: 'Una domanda pratica prima della visita?' });
    expect(screen.getByRole('link', { name: '+39 333 123 4567' }).getAttribute('href')).toBe('tel:+393331234567');
    expect(screen.getByRole('link', { name: 'info@nutrizionefunzionale.example' }).getAttribute('href')).toBe(
      'mailto:info@nutrizionefunzionale.example',
    );
    expect(contact.textContent).toContain('Lunedì – Venerdì: 9:00 – 19:00');
    expect(contact.textContent).toContain('Non scrivere dati sulla tua salute per e-mail');
    expect(screen.getByText(MESSAGING_CLOSED.noPackage)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri i percorsi online' }).getAttribute('href')).toBe('/services');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
