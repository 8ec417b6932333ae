import { messagesContract } from '@app/schemas/messages/contract';

import { api } from '../api/request';
import type { OutboxItem } from './store';

/** Sends a message of the outbox with its clientId (the server stores it once). */
export const sendMessage = (item: OutboxItem<'message'>) =>
  api(messagesContract.sendMessage, { body: { ...item.body, clientId: item.clientId } });
