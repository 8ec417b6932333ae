import { diaryContract } from '@app/schemas/diary/contract';
import type { DiaryEntryBody } from '@app/schemas/diary/diary';

import { api } from '../../shared/api/request';
import type { OutboxSender } from '../../shared/outbox';
import type { OutboxItem } from '../../shared/outbox/store';

declare module '../../shared/outbox/store' {
  /** The outbox holds new diary entries. */
  interface OutboxBodies {
    diaryEntry: DiaryEntryBody;
  }
}

/** Sends a diary entry of the outbox with its clientId (the server stores it once). */
export const sendDiaryEntry = (item: OutboxItem<'diaryEntry'>) =>
  api(diaryContract.createDiaryEntry, { body: { ...item.body, clientId: item.clientId } });

export const diaryEntrySender: OutboxSender<'diaryEntry'> = { send: sendDiaryEntry, refused: 'Annotazione non inviata' };
