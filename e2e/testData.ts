/** Data the browser tests put straight into the local Firestore and Auth, and take out again. */
import './emulatorEnv';

import { randomUUID } from 'node:crypto';

import { db } from '../tools/testing/api';

export { db };

const DAY = 24 * 60 * 60 * 1000;

export interface TestEvent {
  title: string;
  isPublic: boolean;
  meetingUrl?: string | null;
  maxAttendees?: number | null;
  attendeeCount?: number;
  daysAhead?: number;
}

/** Creates upcoming events with unique titles; returns a function that deletes them. */
export async function createEvents(events: TestEvent[]): Promise<() => Promise<void>> {
  const references = await Promise.all(
    events.map(async ({ daysAhead = 2, meetingUrl = null, maxAttendees = null, attendeeCount = 0, ...event }) => {
      const reference = db.collection('calendar_events').doc(`e2e-${randomUUID()}`);
      await reference.set({
        ...event,
        description: 'Un incontro per parlare di alimentazione, sintomi e abitudini quotidiane. '.repeat(8),
        startTime: new Date(Date.now() + daysAhead * DAY),
        endTime: null,
        meetingUrl,
        isRecurring: false,
        requiredLevel: 1,
        maxAttendees,
        attendeeCount,
        createdAt: new Date(),
      });
      return reference;
    }),
  );
  return async () => {
    await Promise.all(references.map((reference) => reference.delete()));
  };
}

export const uniqueTag = () => randomUUID().slice(0, 8);
