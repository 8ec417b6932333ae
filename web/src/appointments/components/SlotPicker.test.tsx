// @vitest-environment happy-dom
import type { LocationView, SlotView } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { urlOf } from '../../shared/api/request';
import { renderWithData } from '../../shared/lib/testing';
import SlotPicker, { type ChosenSlot } from './SlotPicker';

const SERVICE = 'controllo-mensile';
const place = (id: string, name: string, address: string | null): LocationView => ({
  id,
  name,
  kind: address ? 'studio' : 'online',
  address,
  city: address ? 'Roma' : null,
  mapUrl: null,
  hours: [],
});
const PRATI = place('prati', 'Studio Prati', 'Via Cola di Rienzo 120');
const ONLINE = place('online', 'Online', null);
const slot = (locationId: string, start: string): SlotView => ({ locationId, start, end: start });
// The booking window of a 27 November morning: 31 days from that day.
const slotsUrl = (locationId: string) =>
  urlOf(appointmentsContract.listSlots, { query: { serviceId: SERVICE, locationId, from: '2026-11-27', to: '2026-12-27' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPicker(slots: Record<string, SlotView[]>, onChange = vi.fn(), value: ChosenSlot | null = null) {
  renderWithData(<SlotPicker serviceId={SERVICE} value={value} onChange={onChange} />, {
    '/api/locations': [PRATI, ONLINE],
    [slotsUrl('prati')]: slots.prati ?? [],
    [slotsUrl('online')]: slots.online ?? [],
  });
  return onChange;
}

describe('the slot picker', () => {
  it('opens on the first day with a free time, named in Italian, with the times of each place', async () => {
    renderPicker({
      prati: [slot('prati', '2026-12-01T09:00:00.000Z'), slot('prati', '2026-12-03T09:00:00.000Z')],
      online: [slot('online', '2026-12-01T15:30:00.000Z')],
    });
    expect(await screen.findByText('Orari liberi di martedì 1 dicembre:')).toBeTruthy();
    const prati = await screen.findByRole('region', { name: 'Studio Prati – Via Cola di Rienzo 120' });
    expect(within(prati).getByRole('button', { name: '10:00' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Online' })).getByRole('button', { name: '16:30' })).toBeTruthy();
    // The calendar's view switch reads right in Italian (MUI's locale says "la vista dell'calendario").
    expect(screen.getByRole('button', { name: "la vista del calendario è aperta, passa alla vista dell'anno" })).toBeTruthy();
  });

  it('greys out the days without a free time (a closed day) and keeps the free ones', async () => {
    renderPicker({ prati: [slot('prati', '2026-12-01T09:00:00.000Z'), slot('prati', '2026-12-03T09:00:00.000Z')] });
    await screen.findByText('Orari liberi di martedì 1 dicembre:');
    // The calendar shows the month of the first free day.
    expect(screen.getByText('dicembre 2026')).toBeTruthy();
    const dayButton = (day: string) => screen.getAllByRole('gridcell', { name: day })[0]!;
    expect(dayButton('2').hasAttribute('disabled')).toBe(true);
    expect(dayButton('3').hasAttribute('disabled')).toBe(false);
  });

  it('names the studio in the summary of the chosen time', async () => {
    const onChange = renderPicker({ prati: [slot('prati', '2026-12-01T09:00:00.000Z')] });
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    expect(onChange).toHaveBeenCalledWith({ locationId: 'prati', start: '2026-12-01T09:00:00.000Z' });
    cleanup();
    renderPicker({ prati: [slot('prati', '2026-12-01T09:00:00.000Z')] }, vi.fn(), {
      locationId: 'prati',
      start: '2026-12-01T09:00:00.000Z',
    });
    expect(await screen.findByText(/^Hai scelto martedì 1 dicembre.*10:00, Studio Prati – Via Cola di Rienzo 120\.$/)).toBeTruthy();
  });

  it('narrows the times to one place, and offers the next free day from a day with none there', async () => {
    renderPicker({ prati: [slot('prati', '2026-12-03T09:00:00.000Z')], online: [slot('online', '2026-12-01T15:30:00.000Z')] });
    await screen.findByText('Orari liberi di martedì 1 dicembre:');
    // She picks 1 December, then only Studio Prati, which has nothing that day.
    await act(async () => fireEvent.click(screen.getAllByRole('gridcell', { name: '1' })[0]!));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dove' }));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Studio Prati' })));
    expect(screen.queryByRole('region', { name: 'Online' })).toBeNull();
    const next = await screen.findByRole('button', { name: 'Primo giorno libero: giovedì 3 dicembre' });
    expect(screen.getByText('Nessun orario libero in questo giorno.')).toBeTruthy();
    await act(async () => fireEvent.click(next));
    expect(screen.getByText('Orari liberi di giovedì 3 dicembre:')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Studio Prati – Via Cola di Rienzo 120' })).getByRole('button', { name: '10:00' }),
    ).toBeTruthy();
  });

  it('says plainly when the whole window has no free time', async () => {
    renderPicker({});
    expect(await screen.findByText('Nessun orario libero nei prossimi 31 giorni.')).toBeTruthy();
  });
});
