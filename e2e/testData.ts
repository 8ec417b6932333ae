/** Data the browser tests put into the local Firestore through the test factories, and take out again. */
import './emulatorEnv';

import { COLLECTIONS } from '@app/schemas/entities';

import { db } from '../tools/testing/api';
import { build, store, uniqueTag } from '../tools/testing/factories';

export { db, uniqueTag };

const DAY = 24 * 60 * 60 * 1000;

export interface TestEvent {
  title: string;
  isPublic: boolean;
  meetingUrl?: string | null;
  maxAttendees?: number | null;
  /** Members already registered, as the counter shows them (no registration documents). */
  attendeeCount?: number;
  daysAhead?: number;
}

/** Creates upcoming events with unique titles; returns a function that deletes them. */
export async function createEvents(events: TestEvent[]): Promise<() => Promise<void>> {
  const ids = await Promise.all(
    events.map(async ({ daysAhead = 2, attendeeCount = 0, ...event }) => {
      const id = await store(
        'calendarEvents',
        build.calendarEvent({
          ...event,
          description: 'Un incontro per parlare di alimentazione, sintomi e abitudini quotidiane. '.repeat(8),
          startTime: new Date(Date.now() + daysAhead * DAY),
        }),
        { id: `e2e-${uniqueTag()}` },
      );
      if (attendeeCount > 0) await db.collection(COLLECTIONS.calendarEvents).doc(id).update({ attendeeCount });
      return id;
    }),
  );
  return async () => {
    await Promise.all(ids.map((id) => db.collection(COLLECTIONS.calendarEvents).doc(id).delete()));
  };
}
