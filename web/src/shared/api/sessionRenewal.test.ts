import { describe, expect, it } from 'vitest';

import { fetchAcrossRenewal, renewingSession } from './sessionRenewal';

const answer = (status: number) => new Response(JSON.stringify({ message: 'x' }), { status });

describe('a request that crosses a renewal of the session', () => {
  it('is sent again when a password change renewed the session while it was answered 401', async () => {
    let resolveChange = () => {};
    const change = renewingSession(new Promise<void>((resolve) => (resolveChange = resolve)));
    const statuses = [401, 200];
    const sent: number[] = [];
    const request = fetchAcrossRenewal(async () => {
      sent.push(sent.length);
      return answer(statuses[sent.length - 1]!);
    });
    resolveChange();
    await change;
    expect((await request).status).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it('keeps the 401 when no renewal happened, or the renewal failed', async () => {
    let sends = 0;
    const send = async () => {
      sends += 1;
      return answer(401);
    };
    expect((await fetchAcrossRenewal(send)).status).toBe(401);
    const failed = renewingSession(Promise.reject(new Error('Password attuale errata')));
    await failed.catch(() => undefined);
    expect((await fetchAcrossRenewal(send)).status).toBe(401);
    expect(sends).toBe(2);
  });
});
