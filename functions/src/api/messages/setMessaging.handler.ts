import { messagesContract } from '@app/schemas/contracts/messages';

import { setMessagingEnabled } from '../../data/messages';
import { users } from '../../data/users';
import { implement } from '../route';

/** PUT /api/admin/patients/{uid}/messaging {enabled}: the doctor opens or closes messaging for a patient, whatever their package. */
export const setMessagingRoute = implement(messagesContract.setMessaging, async ({ params, body }) => {
  await users.byId(params.uid);
  await setMessagingEnabled(params.uid, body.enabled);
  return { uid: params.uid, enabled: body.enabled };
});
