/**
 * Data the browser tests put straight into the local Firestore, and take out again. Documents come
 * from the insert factories (`tools/testing/build.ts`); the data layer's `store` cannot load under
 * Playwright (the functions' sources are CommonJS), so the stamps and counters are added here.
 */
import './emulatorEnv';

import { COLLECTIONS } from '@app/schemas/shared/collections';

import { db } from '../tools/testing/api';
import { build, uniqueTag } from '../tools/testing/build';

export { build, db, uniqueTag };

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
  const references = await Promise.all(
    events.map(async ({ daysAhead = 2, attendeeCount = 0, ...event }) => {
      const reference = db.collection(COLLECTIONS.calendarEvents).doc(`e2e-${uniqueTag()}`);
      const insert = build.calendarEvent({
        ...event,
        description: 'Un incontro per parlare di alimentazione, sintomi e abitudini quotidiane. '.repeat(8),
        startTime: new Date(Date.now() + daysAhead * DAY),
      });
      await reference.set({ ...insert, attendeeCount, createdAt: new Date() });
      return reference;
    }),
  );
  return async () => {
    await Promise.all(references.map((reference) => reference.delete()));
  };
}
