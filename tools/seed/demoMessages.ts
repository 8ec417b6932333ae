/**
 * The demo patient's conversation with the doctor (docs/messages.md): the doctor opened messaging
 * for her, and a few messages of the last days, the doctor's latest still unread, so the thread,
 * the inbox and the bell show something. Fixed ids: a later seeding adds nothing.
 */
import type { COLLECTIONS } from '@app/schemas/shared/collections';

import { DEMO_ADMIN, DEMO_USER } from './demoAccounts';

type Add = (collection: keyof typeof COLLECTIONS, id: string, data: Record<string, unknown>) => void;

const HOUR_MS = 60 * 60 * 1000;
const THREAD = [
  { from: 'patient', hoursAgo: 50, text: 'Buongiorno dottoressa, da quando ho tolto la cipolla il gonfiore la sera è molto diminuito.' },
  {
    from: 'doctor',
    hoursAgo: 47,
    text: 'Ottimo segnale! Continua così e annota i sintomi nel diario, li guardiamo insieme alla videochiamata.',
  },
  { from: 'patient', hoursAgo: 26, text: 'Posso reintrodurre il pane di farro nel fine settimana?' },
  {
    from: 'doctor',
    hoursAgo: 3,
    text: 'Sì, una fetta a pranzo sabato e nessun altro cambiamento: se tutto va bene domenica ne riparliamo. Qui trovi la guida: https://www.monashfodmap.com/',
  },
] as const;

export function addDemoMessages(add: Add, now = new Date()) {
  const uid = DEMO_USER.uid;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const last = THREAD.at(-1)!;
  THREAD.forEach((message, index) => {
    const createdAt = at(message.hoursAgo);
    const unread = message === last;
    add('messages', `demo-messaggio-${index + 1}`, {
      conversationId: uid,
      from: message.from,
      authorId: message.from === 'doctor' ? DEMO_ADMIN.uid : uid,
      text: message.text,
      createdAt,
      read: !unread,
      readAt: unread ? null : new Date(createdAt.getTime() + HOUR_MS),
      mailed: true,
    });
  });
  add('conversations', uid, {
    enabled: true,
    patientUnread: 1,
    doctorUnread: 0,
    lastMessage: { text: last.text, from: last.from },
    lastMessageAt: at(last.hoursAgo),
    updatedAt: at(last.hoursAgo),
  });
}
