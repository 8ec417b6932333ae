// @vitest-environment happy-dom
import type { EventView } from '@app/schemas/events/events';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { EventList } from './EventList';

const webinar: EventView = {
  id: 'a',
  title: 'Webinar',
  description: '',
  startTime: '2030-01-01T10:00:00Z',
  endTime: null,
  meetingUrl: null,
  hasMeetingUrl: false,
  maxAttendees: null,
  attendeeCount: 0,
  isPublic: true,
  isAttending: false,
};

const renderList = (events: EventView[] | Error | 'pending') =>
  renderWithData(
    <EventList label="Prossimi Eventi" emptyText="Nessun evento programmato al momento" renderCard={(event) => <p>{event.title}</p>} />,
    { '/api/events': events },
  );

afterEach(cleanup);

describe('EventList', () => {
  it('announces the loading', () => {
    renderList('pending');
    expect(screen.getByRole('status').textContent).toContain('Caricamento degli eventi...');
  });

  it('lists the events as cards', async () => {
    renderList([webinar]);
    expect(await screen.findByText('Webinar')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Prossimi Eventi' })).toBeTruthy();
  });

  it('shows the empty state when nothing is planned', async () => {
    renderList([]);
    expect(await screen.findByText('Nessun evento programmato al momento')).toBeTruthy();
  });

  it('says in Italian that the events could not be loaded', async () => {
    renderList(new Error('500: Internal Server Error'));
    expect(await screen.findByText('Impossibile caricare gli eventi')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
