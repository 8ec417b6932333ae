import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@app/schemas/entities';
import { REGION } from '../app/region';
import { applyOnce } from './idempotent';
import { existenceDelta, incrementStat } from './stats';

/** Keeps stats/global.totalUsers equal to the number of users documents. */
export const onUserWritten = onDocumentWritten({ document: `${COLLECTIONS.users}/{userId}`, region: REGION }, async (event) => {
  const delta = existenceDelta(event.data?.before.exists, event.data?.after.exists);
  if (delta === 0) return;
  await applyOnce(event.id, (batch) => incrementStat(batch, 'totalUsers', delta));
});
