import { SAVED_AT_HEADER } from '@app/schemas/shared/offline';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchNoted, noteAnswer, offlineCopies, OfflineError } from './offline';

const copy = (savedAt: string) => new Response('{}', { headers: { [SAVED_AT_HEADER]: savedAt } });

afterEach(() => {
  noteAnswer(new Response(null));
  vi.unstubAllGlobals();
});

describe('the offline copies on screen', () => {
  it('keep the oldest copy’s time until an answer comes from the network', () => {
    noteAnswer(copy('2026-03-12T17:05:00.000Z'));
    noteAnswer(copy('2026-03-12T17:10:00.000Z'));
    noteAnswer(copy('2026-03-11T08:00:00.000Z'));
    expect(offlineCopies.from()).toBe('2026-03-11T08:00:00.000Z');
    noteAnswer(new Response('{}'));
    expect(offlineCopies.from()).toBeNull();
  });

  it('a fetch with neither a network nor a copy is an OfflineError; other answers pass through', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchNoted('/api/diary', {})).rejects.toBeInstanceOf(OfflineError);
    vi.stubGlobal('fetch', async () => copy('2026-03-12T17:05:00.000Z'));
    expect((await fetchNoted('/api/diary', {})).ok).toBe(true);
    expect(offlineCopies.from()).toBe('2026-03-12T17:05:00.000Z');
  });
});
