import { diaryContract } from '@app/schemas/diary/contract';

import { api } from '../api/request';
import type { OutboxItem } from './store';

/** Sends a diary entry of the outbox with its clientId (the server stores it once). */
export const sendDiaryEntry = (item: OutboxItem<'diaryEntry'>) =>
  api(diaryContract.createDiaryEntry, { body: { ...item.body, clientId: item.clientId } });
