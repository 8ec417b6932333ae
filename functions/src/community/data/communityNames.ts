import { type CommunityName, NICKNAME_TAKEN } from '@app/schemas/community/communityName';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';
import { Invalid } from '../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { nicknameClaimId } from './nicknameClaimId';

/** community_nicknames/{id}: who holds a nickname. Its create is the claim (docs/security.md, Community names). */
const nicknameClaims = entity<{ id: string; uid: string; nickname: string }>('communityNicknames', {
  notFound: 'Soprannome non trovato',
  stamps: ['createdAt'],
});

const claimOf = (choice: CommunityName | undefined) =>
  choice?.style === 'nickname' && choice.nickname ? nicknameClaimId(choice.nickname) : null;

/**
 * Commits a change of community name with the profile's batch: first the new nickname's claim, a
 * create on its own (a precondition the local Firestore applies atomically only to a single write,
 * so of members asking for it at once exactly one gets it; a nickname held by another member is the
 * Italian 400), then the batch with the release of the previous claim. If the batch fails, the new
 * claim is given back. Keeping one's own nickname, or changing only its case, touches no claim.
 */
export async function commitWithNicknameClaim(
  batch: WriteBatch,
  uid: string,
  previous: CommunityName | undefined,
  next: CommunityName | undefined,
): Promise<void> {
  const [before, after] = [claimOf(previous), claimOf(next)];
  if (!next || before === after) {
    await batch.commit();
    return;
  }
  if (after) {
    try {
      await nicknameClaims.ref(after).create({ uid, nickname: next.nickname, createdAt: FieldValue.serverTimestamp() });
    } catch (error) {
      if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) throw new Invalid(NICKNAME_TAKEN);
      throw error;
    }
  }
  if (before) batch.delete(nicknameClaims.ref(before));
  try {
    await batch.commit();
  } catch (error) {
    if (after) await nicknameClaims.ref(after).delete();
    throw error;
  }
}

/** The member's nickname claims, for the account's erasure (which deletes them: the nickname is free again). */
export const nicknameClaimsOf = (uid: string) => nicknameClaims.collection.where('uid', '==', uid);
