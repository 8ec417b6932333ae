import type { ContactRequestView } from '@app/schemas/content/contactRequests';
import type { ContactRequestDoc } from '@app/schemas/content/entities';
import { displayName } from '@app/schemas/shared/people';

import { users } from '../../accounts/data/users';

/** Shown for a handler whose account no longer exists. */
const FORMER_ADMIN = 'un ex amministratore';

/** The names of the admins who handled these requests, in one round trip (none when none is handled). */
export async function handlerNamesOf(requests: ContactRequestDoc[]): Promise<Map<string, string>> {
  const ids = requests.flatMap((request) => (request.handledBy ? [request.handledBy] : []));
  const found = await users.many(ids, ['firstName', 'lastName', 'email']);
  return new Map([...found].map(([id, user]) => [id, displayName(user)]));
}

/** A request as 'Richieste' lists it, with who handled it and when ('Gestita da … il …'). */
export function contactRequestViewOf(request: ContactRequestDoc, names: Map<string, string>): ContactRequestView {
  const { createdAt, handledAt, handledBy, patientId, ...fields } = request;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    handledAt: handledAt?.toISOString() ?? null,
    handledBy: handledBy ?? null,
    handledByName: handledBy ? (names.get(handledBy) ?? FORMER_ADMIN) : null,
    patientId: patientId ?? null,
  };
}
