import { messagesContract } from '@app/schemas/messages/contract';

import { users } from '../../accounts/data/users';
import { implement } from '../../shared/route';
import { setMessagingEnabled } from '../data/messages';

/** PUT /api/admin/patients/{uid}/messaging {enabled}: the doctor opens or closes messaging for a patient, whatever their package. */
export const setMessagingRoute = implement(messagesContract.setMessaging, async ({ params, body }) => {
  await users.byId(params.uid);
  await setMessagingEnabled(params.uid, body.enabled);
  return { uid: params.uid, enabled: body.enabled };
});
