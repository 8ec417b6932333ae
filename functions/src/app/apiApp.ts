import { oneClickUnsubscribe } from '../notifications/api/mail/unsubscribe.handler';
import { createApp } from './createApp';
import { buildRouter } from './router';
import { routes } from './routes';

/** The Express app the `api` function serves: the route table, and the mail servers' one-click unsubscribe. */
export const buildApiApp = () => createApp(buildRouter(routes), oneClickUnsubscribe);
