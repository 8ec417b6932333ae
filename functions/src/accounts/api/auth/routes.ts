import type { ApiRoute } from '../../../shared/route';
import { applyActionCodeRoute } from './applyActionCode.handler';
import { currentUserRoute } from './currentUser.handler';
import { loginRoute } from './login.handler';
import { logoutRoute } from './logout.handler';
import { requestPasswordResetRoute } from './requestPasswordReset.handler';
import { resendVerificationRoute } from './resendVerification.handler';
import { signupRoute } from './signup.handler';

/** The auth routes, in the order Express tries them. */
export const authRoutes: readonly ApiRoute[] = [
  loginRoute,
  currentUserRoute,
  logoutRoute,
  signupRoute,
  resendVerificationRoute,
  requestPasswordResetRoute,
  applyActionCodeRoute,
];
