/**
 * The demo patient's FODMAP reintroduction (docs/fodmap.md), half done: four weeks of elimination
 * ended twelve days before the first seeding, lactose tolerated, fructose partly tolerated, the
 * sorbitol challenge under way with its first day reported. Built with the rules themselves, so
 * the seeded protocol is one the API could have written.
 */
import { diaryDayOf, shiftDay } from '@app/schemas/diary/diary';
import { plannedChallenges } from '@app/schemas/fodmap/fodmap';
import { type Protocol, reportDay, startChallenge } from '@app/schemas/fodmap/fodmapRules';
import type { COLLECTIONS } from '@app/schemas/shared/collections';

import { DEMO_ADMIN, DEMO_USER } from './demoAccounts';

type Add = (collection: keyof typeof COLLECTIONS, id: string, data: Record<string, unknown>) => void;

export function addDemoFodmap(add: Add, now = new Date()) {
  const today = diaryDayOf(now);
  const ago = (days: number) => shiftDay(today, -days);
  let protocol: Protocol = { eliminationStart: ago(40), eliminationWeeks: 4, challenges: plannedChallenges(undefined) };
  const challenge = (group: string, startedAgo: number, symptoms: number[]) => {
    protocol = startChallenge(protocol, group, ago(startedAgo), ago(startedAgo));
    symptoms.forEach((value, index) => {
      protocol = reportDay(protocol, group, { day: index + 1, symptoms: value }, today).protocol;
    });
  };
  challenge('fructose', 12, [1, 6]);
  challenge('lactose', 7, [0, 1, 2]);
  challenge('sorbitol', 1, [2]);
  add('fodmapProtocols', DEMO_USER.uid, {
    ...protocol,
    userId: DEMO_USER.uid,
    prescribedBy: DEMO_ADMIN.uid,
    revision: 1,
    hasActiveChallenge: true,
    createdAt: now,
    updatedAt: now,
  });
  add('fodmapRevisions', `${DEMO_USER.uid}_1`, { userId: DEMO_USER.uid, createdAt: now });
}
