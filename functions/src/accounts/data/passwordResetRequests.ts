import { entity } from '../../shared/data/entity';

interface PasswordResetRequestDoc {
  id: string;
  email: string;
  requestedAt: Date;
}

const passwordResetRequests = entity<PasswordResetRequestDoc>('passwordResetRequests', {
  notFound: 'Richiesta non trovata',
  stamps: ['requestedAt'],
});

/** A reset asked for: one write, whether or not the address has an account. */
export async function insertResetRequest(email: string): Promise<void> {
  await passwordResetRequests.newRef().create(passwordResetRequests.insertData({ email }));
}

/** The request is done (its e-mail queued, or none for an address without an account): its address goes. */
export async function deleteResetRequest(id: string): Promise<void> {
  await passwordResetRequests.ref(id).delete();
}
