import { authContract } from '@app/schemas/accounts/authContract';

import { implement } from '../../../shared/route';
import { currentUserView } from './currentUserView';

/** GET /api/auth/user: the signed-in user; 401 when signed out (the app's "no user"). */
export const currentUserRoute = implement(authContract.currentUser, ({ caller }) =>
  currentUserView(caller.uid, caller, caller.emailVerified),
);
