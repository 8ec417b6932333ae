import { createHash } from 'node:crypto';

import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { LocalPushService } from '../../../../../tools/testing/pushService';
import { UNKNOWN_PUSH_SERVICE } from './savePushSubscription.handler';

let member: TestUser;
let other: TestUser;
const service = new LocalPushService();

const subscriptions = db.collection(COLLECTIONS.pushSubscriptions);
const idOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');
const save = (user: TestUser | undefined, body: unknown) =>
  api<{ id: string; message?: string }>('/api/push/subscriptions', { method: 'POST', cookie: user?.cookie, body });
const remove = (user: TestUser | undefined, endpoint: string) =>
  api<{ id: string; message?: string }>('/api/push/subscriptions', { method: 'DELETE', cookie: user?.cookie, body: { endpoint } });
const devicesOf = async (user: TestUser) =>
  (await api<{ devices: { id: string; subscribedAt: string }[] }>('/api/push/subscriptions', { cookie: user.cookie })).body.devices;

beforeAll(async () => {
  await service.start();
  [member, other] = await Promise.all([createUser(), createUser()]);
});

afterAll(async () => {
  await service.stop();
  for (const user of [member, other]) {
    const left = await subscriptions.where('userId', '==', user.uid).get();
    await Promise.all(left.docs.map((document) => document.ref.delete()));
    await adminAuth.deleteUser(user.uid);
  }
});

describe('the push subscriptions (docs/push.md)', () => {
  it('gives a member the VAPID public key: a P-256 point, base64url', async () => {
    const response = await api<{ publicKey: string }>('/api/push/public-key', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body.publicKey, 'base64url')).toHaveLength(65);
    expect(response.roundTrips).toBe(0);
  });

  it('stores a device once under the hash of its endpoint, however often it subscribes', async () => {
    const phone = service.device(`telefono-${member.uid}`);
    const first = await save(member, phone.subscription());
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(idOf(phone.endpoint));
    const again = await save(member, phone.subscription());
    expect(again.body.id).toBe(first.body.id);
    const stored = await subscriptions.where('userId', '==', member.uid).get();
    expect(stored.docs.map((document) => document.id)).toEqual([first.body.id]);
    expect(stored.docs[0]!.data()).toMatchObject({ userId: member.uid, endpoint: phone.endpoint, keys: phone.subscription().keys });
    const devices = await devicesOf(member);
    expect(devices.map((device) => device.id)).toEqual([first.body.id]);
    // The list shows ids and dates, never the endpoint (a capability) or the keys.
    expect(JSON.stringify(devices)).not.toContain('127.0.0.1');
  });

  it('refuses a malformed subscription, and an address that is no browser push service', async () => {
    const laptop = service.device(`portatile-${member.uid}`).subscription();
    for (const body of [
      {},
      { ...laptop, keys: { p256dh: 'corta', auth: laptop.keys.auth } },
      { ...laptop, endpoint: 'ftp://host/x' },
      { endpoint: laptop.endpoint },
    ]) {
      const response = await save(member, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Iscrizione alle notifiche non valida');
    }
    const elsewhere = await save(member, { ...laptop, endpoint: 'https://intranet.example/push/1' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(UNKNOWN_PUSH_SERVICE);
    expect((await subscriptions.where('userId', '==', member.uid).get()).size).toBe(1);
  });

  it('lets a member remove only their own device: another member’s is a 404 and stays', async () => {
    const tablet = service.device(`tablet-${member.uid}`);
    await save(member, tablet.subscription());
    const refused = await remove(other, tablet.endpoint);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Dispositivo non trovato');
    expect((await subscriptions.doc(idOf(tablet.endpoint)).get()).exists).toBe(true);

    const removed = await remove(member, tablet.endpoint);
    expect(removed.status).toBe(200);
    expect((await subscriptions.doc(idOf(tablet.endpoint)).get()).exists).toBe(false);
    expect((await remove(member, tablet.endpoint)).status).toBe(404);
  });

  it('is 401 for a visitor, on every call', async () => {
    const device = service.device('visitatore').subscription();
    expect((await api('/api/push/public-key')).status).toBe(401);
    expect((await api('/api/push/subscriptions')).status).toBe(401);
    expect((await save(undefined, device)).status).toBe(401);
    expect((await remove(undefined, device.endpoint)).status).toBe(401);
  });
});
