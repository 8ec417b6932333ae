import type { EventView } from '@app/schemas/events/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser } from '../../../../tools/testing/api';
import { removeClassroomData, setPoints, storeEvent } from '../../../../tools/testing/classroom';
import { build, store } from '../../../../tools/testing/factories';

const HOUR = 60 * 60 * 1000;
const ids = { past: '', privateSoon: '', publicSoon: '', levelThree: '' };

beforeAll(async () => {
  ids.past = await storeEvent({ title: 'Passato', startTime: new Date(Date.now() - HOUR) });
  ids.privateSoon = await storeEvent({
    title: 'Privato',
    startTime: new Date(Date.now() + HOUR),
    isPublic: false,
    meetingUrl: 'https://meet.example.com/p',
    maxAttendees: 5,
  });
  ids.publicSoon = await storeEvent({
    title: 'Pubblico',
    startTime: new Date(Date.now() + 2 * HOUR),
    meetingUrl: 'https://meet.example.com/q',
    maxAttendees: 20,
  });
  ids.levelThree = await storeEvent({ title: 'Livello 3', startTime: new Date(Date.now() + 3 * HOUR), isPublic: false, requiredLevel: 3 });
});

afterAll(() => removeClassroomData());

describe('GET /api/events', () => {
  it('gives a visitor the upcoming public events only, soonest first, without meeting links', async () => {
    const response = await api<EventView[]>('/api/events');
    expect(response.status).toBe(200);
    const listed = response.body.map((event) => event.id);
    expect(listed).toContain(ids.publicSoon);
    expect(listed).not.toContain(ids.privateSoon);
    expect(listed).not.toContain(ids.past);
    expect(response.body.every((event) => event.isPublic && event.meetingUrl === null && !event.isAttending)).toBe(true);
    const times = response.body.map((event) => Date.parse(event.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(response.body.find((event) => event.id === ids.publicSoon)).toMatchObject({ maxAttendees: 20, attendeeCount: 0 });
  });

  it('gives a member the upcoming events of their level, isAttending and the meeting link only where registered, in three round trips', async () => {
    const member = await createUser();
    await store('eventAttendees', build.eventAttendee({ eventId: ids.publicSoon, userId: member.uid }), {
      id: `${ids.publicSoon}_${member.uid}`,
    });
    const response = await api<EventView[]>('/api/events', { cookie: member.cookie });
    const byId = new Map(response.body.map((event) => [event.id, event]));
    // Not registered: that a link exists, not the link ('Link disponibile dopo l'iscrizione').
    expect(byId.get(ids.privateSoon)).toMatchObject({ meetingUrl: null, hasMeetingUrl: true, isAttending: false });
    expect(byId.get(ids.publicSoon)).toMatchObject({ meetingUrl: 'https://meet.example.com/q', hasMeetingUrl: true, isAttending: true });
    expect(byId.has(ids.past)).toBe(false);
    expect(byId.has(ids.levelThree)).toBe(false);
    expect(response.roundTrips).toBe(3);

    await setPoints(member, 20);
    expect((await api<EventView[]>('/api/events', { cookie: member.cookie })).body.map((event) => event.id)).toContain(ids.levelThree);
  });

  it('gives an admin every upcoming event, in two round trips', async () => {
    const admin = await createUser({ admin: true });
    const response = await api<EventView[]>('/api/events', { cookie: admin.cookie });
    expect(response.body.map((event) => event.id)).toEqual(expect.arrayContaining([ids.privateSoon, ids.publicSoon, ids.levelThree]));
    expect(response.body.find((event) => event.id === ids.privateSoon)).toMatchObject({ meetingUrl: 'https://meet.example.com/p' });
    expect(response.roundTrips).toBe(2);
  });
});
