/**
 * What each push notification says (docs/push.md): fixed texts and at most a date and time, never
 * health data (no comment, no message, no service, no place), since a phone shows them on its lock
 * screen. The tag makes a later notification of the same kind replace the earlier one.
 */
import type { PushPayload } from '@app/schemas/notifications/push';

import { formatRomeDateTime } from '../../shared/format';

/**
 * The appointment's reminder names the day and time in full ('lunedì 23 novembre 2026 alle 10:30'),
 * not 'domani': a notification left on the screen past midnight stays true.
 */
export const reminderPush = (appointmentId: string, start: Date): PushPayload => ({
  title: 'Promemoria appuntamento',
  body: `Hai un appuntamento ${formatRomeDateTime(start)}.`,
  url: '/',
  tag: `appointment-${appointmentId}`,
});

export const diaryCommentPush: PushPayload = {
  title: 'Nuovo commento della nutrizionista',
  body: 'La tua nutrizionista ha commentato il tuo diario.',
  url: '/diario',
  tag: 'diary-comment',
};

export const doctorMessagePush: PushPayload = {
  title: 'Nuovo messaggio',
  body: 'Hai un nuovo messaggio dalla tua nutrizionista.',
  url: '/messaggi',
  tag: 'messages',
};
