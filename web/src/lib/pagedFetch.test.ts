import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './pagedFetch';

describe('nextPageUrl', () => {
  it('reads the rel="next" URL of a Link header', () => {
    expect(nextPageUrl('</api/posts?limit=20&cursor=abc>; rel="next"')).toBe('/api/posts?limit=20&cursor=abc');
  });

  it('is null without a next page', () => {
    expect(nextPageUrl(null)).toBeNull();
    expect(nextPageUrl('</api/posts>; rel="prev"')).toBeNull();
  });
});
