import { pushContract } from '@app/schemas/notifications/pushContract';

import { implement } from '../../../shared/route';
import { VAPID_PUBLIC_KEY } from '../../push/params';

/** GET /api/push/public-key: the VAPID public key the browser subscribes with (no Firestore read). */
export const pushPublicKeyRoute = implement(pushContract.pushPublicKey, async () => ({ publicKey: VAPID_PUBLIC_KEY.value() }));
