import { describe, expect, it } from 'vitest';

import { isOwnSessionChange } from './sessionChange';

const scope = { location: { origin: 'https://www.nutrizionefunzionale.example' } } as unknown as ServiceWorkerGlobalScope;
const LOGOUT = ['/api/logout'];
const request = (url: string, referrer: string) => ({ url, referrer }) as Request;

describe('a sign-out the service worker acts on', () => {
  it('is the site’s own: its pages’ link to /api/logout', () => {
    expect(
      isOwnSessionChange(
        scope,
        request('https://www.nutrizionefunzionale.example/api/logout', 'https://www.nutrizionefunzionale.example/diario'),
        LOGOUT,
      ),
    ).toBe(true);
  });

  it('is never another site’s link or image, nor a request without a referrer', () => {
    expect(
      isOwnSessionChange(scope, request('https://www.nutrizionefunzionale.example/api/logout', 'https://altro.example/pagina'), LOGOUT),
    ).toBe(false);
    expect(isOwnSessionChange(scope, request('https://www.nutrizionefunzionale.example/api/logout', ''), LOGOUT)).toBe(false);
  });

  it('is only one of the given paths on this origin', () => {
    const own = 'https://www.nutrizionefunzionale.example/diario';
    expect(isOwnSessionChange(scope, request('https://www.nutrizionefunzionale.example/api/diary', own), LOGOUT)).toBe(false);
    expect(isOwnSessionChange(scope, request('https://altro.example/api/logout', own), LOGOUT)).toBe(false);
  });
});
