import { COLLECTIONS } from '@app/schemas/entities';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../app/region';
import { keepLevelInStep } from './levels';
import { applyStatDelta, existenceDelta } from './stats';

/** Keeps stats/global.totalUsers equal to the number of users documents, and each level in step with its points. */
export const onUserWritten = onDocumentWritten(triggerOn(`${COLLECTIONS.users}/{userId}`), async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  await applyStatDelta('onUserWritten', event.id, 'totalUsers', existenceDelta(before?.exists, after?.exists));
  const user = after?.exists ? after.data() : undefined;
  if (user) await keepLevelInStep(event.params.userId, user);
});
