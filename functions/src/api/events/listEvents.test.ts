import { randomUUID } from 'node:crypto';

import type { EventView } from '@app/schemas/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db } from '../../../../tools/testing/api';

const HOUR = 60 * 60 * 1000;
const tag = randomUUID().slice(0, 8);
const ids = { past: `past-${tag}`, privateSoon: `private-${tag}`, publicSoon: `public-${tag}`, levelThree: `level3-${tag}` };

beforeAll(async () => {
  const base = {
    description: 'Evento di prova',
    endTime: null,
    isRecurring: false,
    requiredLevel: 1,
    attendeeCount: 0,
    createdAt: new Date(),
  };
  await db
    .collection('calendar_events')
    .doc(ids.past)
    .set({
      ...base,
      title: `Passato ${tag}`,
      startTime: new Date(Date.now() - HOUR),
      isPublic: true,
      meetingUrl: null,
      maxAttendees: null,
    });
  await db
    .collection('calendar_events')
    .doc(ids.privateSoon)
    .set({
      ...base,
      title: `Privato ${tag}`,
      startTime: new Date(Date.now() + HOUR),
      isPublic: false,
      meetingUrl: 'https://meet.example.com/p',
      maxAttendees: 5,
    });
  await db
    .collection('calendar_events')
    .doc(ids.publicSoon)
    .set({
      ...base,
      title: `Pubblico ${tag}`,
      startTime: new Date(Date.now() + 2 * HOUR),
      isPublic: true,
      meetingUrl: 'https://meet.example.com/q',
      maxAttendees: 20,
    });
  await db
    .collection('calendar_events')
    .doc(ids.levelThree)
    .set({
      ...base,
      title: `Livello 3 ${tag}`,
      startTime: new Date(Date.now() + 3 * HOUR),
      isPublic: false,
      meetingUrl: null,
      maxAttendees: null,
      requiredLevel: 3,
    });
});

afterAll(async () => {
  await Promise.all(Object.values(ids).map((id) => db.collection('calendar_events').doc(id).delete()));
});

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
    await db
      .collection('event_attendees')
      .doc(`${ids.publicSoon}_${member.uid}`)
      .set({ eventId: ids.publicSoon, userId: member.uid, seat: null, registrationId: `prova-${tag}`, registeredAt: new Date() });
    const response = await api<EventView[]>('/api/events', { cookie: member.cookie });
    const byId = new Map(response.body.map((event) => [event.id, event]));
    // Not registered: that a link exists, not the link ('Link disponibile dopo l'iscrizione').
    expect(byId.get(ids.privateSoon)).toMatchObject({ meetingUrl: null, hasMeetingUrl: true, isAttending: false });
    expect(byId.get(ids.publicSoon)).toMatchObject({ meetingUrl: 'https://meet.example.com/q', hasMeetingUrl: true, isAttending: true });
    expect(byId.has(ids.past)).toBe(false);
    expect(byId.has(ids.levelThree)).toBe(false);
    expect(response.roundTrips).toBe(3);

    await db.collection('users').doc(member.uid).update({ points: 20 });
    expect((await api<EventView[]>('/api/events', { cookie: member.cookie })).body.map((event) => event.id)).toContain(ids.levelThree);
    await db.collection('event_attendees').doc(`${ids.publicSoon}_${member.uid}`).delete();
  });

  it('gives an admin every upcoming event, in two round trips', async () => {
    const admin = await createUser({ admin: true });
    const response = await api<EventView[]>('/api/events', { cookie: admin.cookie });
    expect(response.body.map((event) => event.id)).toEqual(expect.arrayContaining([ids.privateSoon, ids.publicSoon, ids.levelThree]));
    expect(response.body.find((event) => event.id === ids.privateSoon)).toMatchObject({ meetingUrl: 'https://meet.example.com/p' });
    expect(response.roundTrips).toBe(2);
  });
});
