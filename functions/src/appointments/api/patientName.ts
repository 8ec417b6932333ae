import { users } from '../../accounts/data/users';

/** The patient's name as the agenda shows it (first and last name, or the address). */
export async function patientNameOf(uid: string): Promise<string | undefined> {
  const user = await users.find(uid);
  if (!user) return undefined;
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
