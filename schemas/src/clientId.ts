import { z } from 'zod';

/**
 * The id a browser gives a write it may send more than once (the offline outbox: docs/product.md,
 * Care diary, Offline; docs/messages.md, Offline): a UUID. The server names the stored document after the account and this id, so a
 * repeat, or several sends at once, store it once.
 */
export const CLIENT_ID_MESSAGE = 'Il campo clientId deve essere un UUID';

export const clientIdField = z.uuid({ error: CLIENT_ID_MESSAGE }).optional();
