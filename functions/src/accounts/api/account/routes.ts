import type { ApiRoute } from '../../../shared/route';
import { changePasswordRoute } from './changePassword.handler';
import { deleteAccountRoute } from './deleteAccount.handler';
import { exportAccountRoute, exportAccountSummaryRoute } from './exportAccount.handler';
import { updateProfileRoute } from './updateProfile.handler';

/** The account routes, in the order Express tries them. */
export const accountRoutes: readonly ApiRoute[] = [
  updateProfileRoute,
  changePasswordRoute,
  exportAccountRoute,
  exportAccountSummaryRoute,
  deleteAccountRoute,
];
