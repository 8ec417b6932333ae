import { createHash } from 'node:crypto';

import { nicknameKey } from '@app/schemas/community/communityName';

/**
 * The id of community_nicknames/{id}, the document whose create claims a nickname: a hash of its
 * key, so any nickname makes a valid document id and the same nickname the same id. Server and
 * seed only (node:crypto).
 */
export const nicknameClaimId = (nickname: string) => createHash('sha256').update(nicknameKey(nickname)).digest('hex');
