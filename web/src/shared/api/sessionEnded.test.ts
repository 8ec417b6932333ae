import { SESSION_ENDED_MESSAGE } from '@app/schemas/shared/sessionEnded';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiRequest } from './request';
import { clearSessionEnded, isSessionEnded, markSignedIn } from './sessionEnded';

afterEach(() => {
  clearSessionEnded();
  vi.unstubAllGlobals();
});

/** fetch answers 'the session has ended' when `release` is called, as a slow request would. */
function slowEndedAnswer() {
  let release = () => {};
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(Response.json({ message: SESSION_ENDED_MESSAGE }, { status: 401 }));
      }),
  );
  return () => release();
}

describe('an ended session', () => {
  it("is announced by a request's 'ended' answer", async () => {
    const answer = slowEndedAnswer();
    const request = apiRequest('GET', '/api/invoices').catch(() => undefined);
    answer();
    await request;
    expect(isSessionEnded()).toBe(true);
  });

  it('is not announced by the late answer of a request sent before the member signed in again', async () => {
    const answer = slowEndedAnswer();
    const request = apiRequest('GET', '/api/invoices').catch(() => undefined);
    markSignedIn();
    answer();
    await request;
    expect(isSessionEnded()).toBe(false);
  });
});
