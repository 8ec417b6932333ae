// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { DeleteAccountCard } from './DeleteAccountCard';

afterEach(cleanup);

/** The member's own appointments as GET /api/appointments answers them. */
function mine(statuses: ('confirmed' | 'pending' | 'cancelled')[]) {
  const start = '2026-12-10T09:00:00.000Z';
  const upcoming = statuses.map((status, index) => ({
    id: `v${index}`,
    status,
    start,
    end: '2026-12-10T10:00:00.000Z',
    locationId: 'online',
    serviceId: 'prima-consulenza',
    serviceName: 'Prima Consulenza',
    notes: '',
    declineReason: '',
    sequence: 0,
    packageOrderId: null,
    locationName: 'Online',
    address: null,
    mapUrl: null,
    meetingUrl: null,
    changeableUntil: start,
  }));
  return { upcoming, past: [] };
}

async function confirmDialogText(appointments: ReturnType<typeof mine>) {
  renderWithData(<DeleteAccountCard />, { '/api/appointments': appointments });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'password123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Elimina account' }));
  const dialog = await screen.findByRole('dialog');
  // The confirmation waits for her visits, so that it can name them.
  const confirm = within(dialog).getByRole('button', { name: /Elimina/ });
  await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
  return dialog.textContent ?? '';
}

describe('erasing the account', () => {
  it('says first that the visits still to come will be called off and the doctor told', async () => {
    const text = await confirmDialogText(mine(['confirmed', 'pending', 'cancelled']));
    expect(text).toContain('Hai 2 visite in programma: saranno annullate e la dottoressa ne sarà avvisata.');
  });

  it('says nothing of visits when none is to come', async () => {
    const text = await confirmDialogText(mine([]));
    expect(text).toContain("L'operazione non si può annullare.");
    expect(text).not.toContain('in programma');
  });
});
