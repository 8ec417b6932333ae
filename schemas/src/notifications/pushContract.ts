import { defineContract } from '../shared/contract';
import { pushDeviceList, pushDeviceSaved, pushEndpointBody, pushPublicKey, pushSubscriptionBody } from './push';

/** The web push calls (docs/push.md): the public key, and the caller's devices that receive notifications. */
export const pushContract = {
  pushPublicKey: defineContract({
    method: 'get',
    path: '/push/public-key',
    access: 'member',
    provides: ['push'],
    roundTrips: 0,
    summary: 'La chiave pubblica VAPID con cui il browser si iscrive alle notifiche push',
    response: pushPublicKey,
  }),
  listPushDevices: defineContract({
    method: 'get',
    path: '/push/subscriptions',
    access: 'member',
    provides: ['push'],
    roundTrips: 1,
    summary: 'I dispositivi del membro che ricevono le notifiche push (id e data, mai gli indirizzi)',
    response: pushDeviceList,
  }),
  savePushSubscription: defineContract({
    method: 'post',
    path: '/push/subscriptions',
    access: 'member',
    invalidates: ['push'],
    roundTrips: 3,
    summary: 'Attiva le notifiche push su questo dispositivo (ripetere la stessa iscrizione non cambia nulla)',
    body: pushSubscriptionBody,
    response: pushDeviceSaved,
  }),
  deletePushSubscription: defineContract({
    method: 'delete',
    path: '/push/subscriptions',
    access: 'member',
    invalidates: ['push'],
    roundTrips: 2,
    summary: 'Disattiva le notifiche push su un proprio dispositivo',
    body: pushEndpointBody,
    response: pushDeviceSaved,
  }),
};
