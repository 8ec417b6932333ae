/**
 * Web push notifications (docs/push.md): the subscription a browser hands over, the device list the
 * profile shows, and what a notification carries. Shared by the functions, the profile page and the
 * service worker. A notification never carries health data: its texts are fixed per kind.
 */
import { z } from 'zod';

const INVALID_SUBSCRIPTION = 'Iscrizione alle notifiche non valida';

/** Unpadded (or padded) base64url of `min` to `max` characters. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: INVALID_SUBSCRIPTION })
    .min(min, INVALID_SUBSCRIPTION)
    .max(max, INVALID_SUBSCRIPTION)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID_SUBSCRIPTION);

/** An http(s) address: which push services the server accepts is its own rule (functions/src/notifications/push/endpoints.ts). */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+(\/\S*)?$/;

/**
 * POST /api/push/subscriptions: `PushSubscription.toJSON()` of the browser. `p256dh` is the device's
 * P-256 public key (65 bytes), `auth` its 16-byte secret, both base64url.
 */
export const pushSubscriptionBody = z.object(
  {
    endpoint: z.string({ error: INVALID_SUBSCRIPTION }).max(2048, INVALID_SUBSCRIPTION).regex(WEB_ADDRESS, INVALID_SUBSCRIPTION),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(86, 88), auth: base64url(22, 24) }, { error: INVALID_SUBSCRIPTION }),
  },
  { error: INVALID_SUBSCRIPTION },
);
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions: the device's endpoint (only the caller's own devices). */
export const pushEndpointBody = z.object(
  { endpoint: z.string({ error: INVALID_SUBSCRIPTION }).min(1, INVALID_SUBSCRIPTION).max(2048, INVALID_SUBSCRIPTION) },
  { error: INVALID_SUBSCRIPTION },
);
export type PushEndpointBody = z.input<typeof pushEndpointBody>;

/** GET /api/push/public-key: the VAPID public key the browser subscribes with (applicationServerKey). */
export const pushPublicKey = z.object({ publicKey: z.string() });

/**
 * A device that receives the member's notifications. Its id is the SHA-256 (hex) of its endpoint, so
 * the browser knows whether it is among them without sending the endpoint.
 */
export const pushDeviceView = z.object({ id: z.string(), subscribedAt: z.string() });
export type PushDeviceView = z.infer<typeof pushDeviceView>;
export const pushDeviceList = z.object({ devices: z.array(pushDeviceView) });
export const pushDeviceSaved = z.object({ id: z.string() });

/** The member's devices that receive notifications, at most this many (the newest). */
export const PUSH_DEVICES_LIMIT = 20;

export const PUSH_DEVICE_NOT_FOUND = 'Dispositivo non trovato';

/** What the service worker receives (encrypted) and shows: never health data. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens (a path of the site). */
  url: z.string(),
  /** Notifications with the same tag replace one another on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** The profile's switch (web/src/notifications/components/PushNotificationsCard.tsx) and why it may be unavailable. */
export const PUSH_SWITCH_LABEL = 'Notifiche push su questo dispositivo';
export const PUSH_UNAVAILABLE = {
  unsupported:
    'Questo browser non riceve notifiche push. Su iPhone e iPad arrivano dopo aver aggiunto il sito alla schermata Home (iOS 16.4 o successivo).',
  'no-worker': 'Le notifiche push non sono ancora pronte su questo dispositivo: ricarica la pagina e riprova.',
  denied: 'Hai bloccato le notifiche di questo sito: per riceverle, consentile nelle impostazioni del browser e riprova.',
} as const;
export const PUSH_NOT_GRANTED = 'Senza il tuo permesso il browser non può mostrare le notifiche.';
