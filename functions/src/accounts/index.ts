/** The accounts domain's public face: what other domains may import from it (docs/architecture.md). */
export { isAddressConfirmed, requireConfirmedAddress } from './addressConfirmation';
export { requireCurrentPassword } from './currentPassword';
export { eraseAccountData } from './data/accountErasure';
export {
  AUTHOR_FIELDS,
  authorOf,
  type AuthorProfile,
  authorProfileOf,
  authorsById,
  DIRECTORY_FIELDS,
  type DirectoryProfile,
  directoryProfileOf,
  doctorIds,
  keepPhoneIn,
  memberDirectory,
  pointsIncrement,
  topContributors,
  unlockedLevel,
  users,
} from './data/users';
export { accountIdOf, type InvitedPerson, invitePatient } from './invitePatient';
export { recipientOf } from './mails/accountAddress';
