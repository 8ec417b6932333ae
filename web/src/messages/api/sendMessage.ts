import { messagesContract } from '@app/schemas/messages/contract';
import type { MessageBody } from '@app/schemas/messages/messages';

import { api } from '../../shared/api/request';
import type { OutboxSender } from '../../shared/outbox';
import type { OutboxItem } from '../../shared/outbox/store';

declare module '../../shared/outbox/store' {
  /** The outbox holds messages to the nutritionist. */
  interface OutboxBodies {
    message: MessageBody;
  }
}

/** Sends a message of the outbox with its clientId (the server stores it once). */
export const sendMessage = (item: OutboxItem<'message'>) =>
  api(messagesContract.sendMessage, { body: { ...item.body, clientId: item.clientId } });

export const messageSender: OutboxSender<'message'> = { send: sendMessage, refused: 'Messaggio non inviato' };
