import type { RequestHandler } from 'express';
import { callerOf } from '../../app/session';
import { currentUserView } from './currentUserView';

/** GET /api/auth/user (behind requireUser): 401 when signed out. */
export const getCurrentUser: RequestHandler = async (req, res) => {
  const caller = callerOf(req);
  res.json(await currentUserView(caller.uid, caller.isAdmin));
};
