/** The accounts domain's public face: what other domains may import from it (docs/architecture.md). */
export { type AccountDeletionBody, accountDeletionBody, messageView } from './account';
export type { CurrentUser } from './auth';
export { type UserDoc, userDoc } from './entities';
