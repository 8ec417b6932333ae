import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { COLLECTIONS } from '@app/schemas/shared/collections';
import { describe, expect, it } from 'vitest';

import { documents, missingPathsOf, pathExists, repositoryPathsIn, ROOT } from './repositoryPaths';

describe('documented paths', () => {
  it.each(documents())('every repository path written in backticks in %s exists', (document) => {
    expect(missingPathsOf(document)).toEqual([]);
  });

  it('docs/data-model.md describes every Firestore collection of the data model once', () => {
    const rows = readFileSync(join(ROOT, 'docs', 'data-model.md'), 'utf8').match(/^\| `[a-z_]+` \|/gm) ?? [];
    const described = rows.map((row) => row.slice(3, -3));
    expect(described.toSorted()).toEqual(Object.values(COLLECTIONS).toSorted());
  });

  it('README.md is a newcomer page of at most 8 KB (the rest is in docs/)', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(8 * 1024);
  });

  it('takes files and repository folders as paths, not URLs, API paths, placeholders or Firestore documents', () => {
    const markdown = [
      '`functions/src/shared/data/pageCursor.ts` `schemas/src/` `session.spec.ts` `web/dist`',
      '`/api/posts` `/admin` `https://example.com/a.ts` `likes/{userId}_{postId}` `stats/global`',
      '`functions/.env.<project-id>` `**/*.test.ts` `npm test` `text/calendar`',
      '```\nweb/nothing.ts\n```',
    ].join('\n');
    expect(repositoryPathsIn(markdown)).toEqual(['functions/src/shared/data/pageCursor.ts', 'schemas/src/', 'session.spec.ts', 'web/dist']);
  });

  it('finds the files and folders that exist and only those', () => {
    expect(pathExists('tools/testing/factories.ts')).toBe(true);
    expect(pathExists('schemas/src/')).toBe(true);
    expect(pathExists('session.spec.ts')).toBe(true);
    expect(pathExists('functions/src/shared/pageCursor.ts')).toBe(false);
    expect(pathExists('tools/testing/nothing/')).toBe(false);
    expect(pathExists('nothing.spec.ts')).toBe(false);
  });
});
