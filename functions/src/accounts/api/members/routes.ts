import type { ApiRoute } from '../../../shared/route';
import { createInvitationRoute } from './createInvitation.handler';
import { listAdminUsersRoute } from './listAdminUsers.handler';
import { setUserRoleRoute } from './setUserRole.handler';
import { setUserStatusRoute } from './setUserStatus.handler';

/** The members routes, in the order Express tries them. */
export const membersRoutes: readonly ApiRoute[] = [listAdminUsersRoute, setUserRoleRoute, setUserStatusRoute, createInvitationRoute];
