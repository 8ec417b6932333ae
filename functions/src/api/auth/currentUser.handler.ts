import { currentUser } from '@app/schemas/auth';

import { defineRoute } from '../route';
import { currentUserView } from './currentUserView';

/** GET /api/auth/user: the signed-in user; 401 when signed out (the app's "no user"). */
export const currentUserRoute = defineRoute({
  method: 'get',
  path: '/auth/user',
  access: 'member',
  summary: "L'utente della sessione",
  response: currentUser,
  handler: ({ caller }) => currentUserView(caller.uid, caller, caller.emailVerified),
});
