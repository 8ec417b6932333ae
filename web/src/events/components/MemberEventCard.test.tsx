// @vitest-environment happy-dom
import type { EventView } from '@app/schemas/events/events';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { MemberEventCard } from './MemberEventCard';

const event = (overrides: Partial<EventView>): EventView => ({
  id: 'laboratorio',
  title: 'Laboratorio',
  description: 'Descrizione',
  startTime: '2030-01-01T10:00:00Z',
  endTime: null,
  meetingUrl: null,
  hasMeetingUrl: false,
  maxAttendees: 5,
  attendeeCount: 3,
  isPublic: true,
  isAttending: false,
  ...overrides,
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(cleanup);

describe('MemberEventCard', () => {
  it('offers registration with the seats taken, and the .ics file', () => {
    renderWithData(<MemberEventCard event={event({})} />, {});
    expect(screen.getByText('3/5 partecipanti')).toBeTruthy();
    expect(button('Iscriviti').disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Aggiungi al calendario' }).getAttribute('href')).toBe('/api/events/laboratorio/ics');
  });

  it('says the seats are gone when the event is full', () => {
    renderWithData(<MemberEventCard event={event({ attendeeCount: 5 })} />, {});
    expect(button('Posti esauriti').disabled).toBe(true);
  });

  it('offers to cancel a registration', () => {
    renderWithData(<MemberEventCard event={event({ attendeeCount: 5, isAttending: true })} />, {});
    expect(screen.getByText('Sei iscritto')).toBeTruthy();
    expect(button('Annulla iscrizione').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Iscriviti' })).toBeNull();
  });
});
