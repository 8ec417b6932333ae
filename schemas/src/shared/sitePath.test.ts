import { describe, expect, it } from 'vitest';

import { sameSitePath } from './sitePath';

describe('sameSitePath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    for (const path of ['/', '/services?prenota=prima-consulenza', '/diary#oggi']) expect(sameSitePath(path, '/community')).toBe(path);
  });

  it('sends anything that could leave the site to the fallback', () => {
    for (const path of [
      'https://altro.example/',
      '//altro.example',
      '/\\altro.example',
      '/\t/altro.example',
      'services',
      '',
      null,
      undefined,
    ]) {
      expect(sameSitePath(path, '/community')).toBe('/community');
    }
  });
});
