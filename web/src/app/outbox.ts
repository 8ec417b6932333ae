import { diaryEntrySender } from '../diary/api/sendDiaryEntry';
import { messageSender } from '../messages/api/sendMessage';
import type { OutboxSenders } from '../shared/outbox';

/** How each kind of the offline outbox goes out, from the domains that queue them (docs/offline.md). */
export const outboxSenders: OutboxSenders = { diaryEntry: diaryEntrySender, message: messageSender };
