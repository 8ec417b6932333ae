import type { UserDoc } from '@app/schemas/accounts/entities';
import { PATIENT_NOT_FOUND } from '@app/schemas/carePlan/patientsContract';

import { users } from '../../../accounts/data/users';
import { NotFound } from '../../../shared/domainErrors';

/** The member the doctor names in the path; an unknown one is the patients' 404. One round trip. */
export async function requirePatient(uid: string): Promise<UserDoc> {
  const user = await users.find(uid);
  if (!user) throw new NotFound(PATIENT_NOT_FOUND);
  return user;
}
