import { defineContract } from '../shared/contract';
import { markReadResult, notificationsList } from './notifications';

/** The notifications calls: method, path, access and the zod schemas of what each reads and answers. */
export const notificationsContract = {
  listNotifications: defineContract({
    method: 'get',
    path: '/notifications',
    access: 'member',
    provides: ['notifications'],
    roundTrips: 2,
    summary: 'Le ultime 20 notifiche e quante non sono lette',
    response: notificationsList,
  }),
  markNotificationsRead: defineContract({
    method: 'post',
    path: '/notifications/read',
    access: 'member',
    invalidates: ['notifications'],
    roundTrips: 2,
    summary: 'Segna come lette le proprie notifiche',
    response: markReadResult,
  }),
};
