import { pushContract } from '@app/schemas/contracts/push';

import { VAPID_PUBLIC_KEY } from '../../push/params';
import { implement } from '../route';

/** GET /api/push/public-key: the VAPID public key the browser subscribes with (no Firestore read). */
export const pushPublicKeyRoute = implement(pushContract.pushPublicKey, async () => ({ publicKey: VAPID_PUBLIC_KEY.value() }));
