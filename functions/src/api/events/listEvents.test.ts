import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '@app/schemas/events';
import { api, createUser, db } from '../../../../tools/testing/api';

const HOUR = 60 * 60 * 1000;
const tag = randomUUID().slice(0, 8);
const ids = { past: `past-${tag}`, privateSoon: `private-${tag}`, publicSoon: `public-${tag}` };

beforeAll(async () => {
  const base = { description: 'Evento di prova', endTime: null, isRecurring: false, requiredLevel: 1, attendeeCount: 0, createdAt: new Date() };
  await db.collection('calendar_events').doc(ids.past).set({ ...base, title: `Passato ${tag}`, startTime: new Date(Date.now() - HOUR), isPublic: true, meetingUrl: null, maxAttendees: null });
  await db.collection('calendar_events').doc(ids.privateSoon).set({ ...base, title: `Privato ${tag}`, startTime: new Date(Date.now() + HOUR), isPublic: false, meetingUrl: 'https://meet.example.com/p', maxAttendees: 5 });
  await db.collection('calendar_events').doc(ids.publicSoon).set({ ...base, title: `Pubblico ${tag}`, startTime: new Date(Date.now() + 2 * HOUR), isPublic: true, meetingUrl: 'https://meet.example.com/q', maxAttendees: 20 });
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
    expect(response.body.every((event) => event.isPublic && event.meetingUrl === null)).toBe(true);
    const times = response.body.map((event) => Date.parse(event.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(response.body.find((event) => event.id === ids.publicSoon)).toMatchObject({ maxAttendees: 20, attendeeCount: 0 });
  });

  it('gives a member every upcoming event with its meeting link, in one round trip', async () => {
    const member = await createUser();
    const response = await api<EventView[]>('/api/events', { cookie: member.cookie });
    const byId = new Map(response.body.map((event) => [event.id, event]));
    expect(byId.get(ids.privateSoon)?.meetingUrl).toBe('https://meet.example.com/p');
    expect(byId.has(ids.past)).toBe(false);
    expect(response.roundTrips).toBe(1);
  });
});
