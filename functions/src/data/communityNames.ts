import { type CommunityName, NICKNAME_TAKEN } from '@app/schemas/communityName';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { Invalid } from '../app/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../app/firestoreErrors';
import { entity } from './entity';
import { nicknameClaimId } from './nicknameClaimId';

/** community_nicknames/{id}: who holds a nickname. Its create is the claim (docs/security.md, Community names). */
const nicknameClaims = entity<{ id: string; uid: string; nickname: string }>('communityNicknames', {
  notFound: 'Soprannome non trovato',
  stamps: ['createdAt'],
});

const claimOf = (choice: CommunityName | undefined) =>
  choice?.style === 'nickname' && choice.nickname ? nicknameClaimId(choice.nickname) : null;

/**
 * Adds to the batch what a change of community name needs besides the profile's update: the create
 * of the new nickname's claim (a precondition, so of two members asking for it at once one commit
 * fails: see commitClaimingNickname) and the delete of the previous one. Keeping one's own
 * nickname, or changing only its case, touches no claim.
 */
export function claimNicknameIn(batch: WriteBatch, uid: string, previous: CommunityName | undefined, next: CommunityName): void {
  const [before, after] = [claimOf(previous), claimOf(next)];
  if (before === after) return;
  if (after) batch.create(nicknameClaims.ref(after), { uid, nickname: next.nickname, createdAt: FieldValue.serverTimestamp() });
  if (before) batch.delete(nicknameClaims.ref(before));
}

/** Commits a batch holding a nickname's claim: a nickname held by another member is the Italian 400. */
export async function commitClaimingNickname(batch: WriteBatch): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) throw new Invalid(NICKNAME_TAKEN);
    throw error;
  }
}

/** The member's nickname claims, for the account's erasure (which deletes them: the nickname is free again). */
export const nicknameClaimsOf = (uid: string) => nicknameClaims.collection.where('uid', '==', uid);
