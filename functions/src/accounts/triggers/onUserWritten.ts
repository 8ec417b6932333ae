import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { applyStatDelta, existenceDelta } from '../../analytics/triggers/stats';
import { keepLevelInStep } from '../../community/triggers/levels';
import { triggerOn } from '../../shared/region';
import { keepSearchTermsInStep } from '../data/users';

/**
 * Keeps stats/global.totalUsers equal to the number of users documents, each level in step with
 * its points and each member's search terms with their names and e-mail.
 */
export const onUserWritten = onDocumentWritten(triggerOn(`${COLLECTIONS.users}/{userId}`), async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  await applyStatDelta('onUserWritten', event.id, 'totalUsers', existenceDelta(before?.exists, after?.exists));
  const user = after?.exists ? after.data() : undefined;
  if (user) await keepLevelInStep(event.params.userId, user);
  if (user) await keepSearchTermsInStep(event.params.userId, user);
});
