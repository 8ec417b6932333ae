import { pageReads } from '@app/schemas/app/pageReads';
import { pathOf } from '@app/schemas/shared/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadMemberShell } from './layouts';
import { preload, preloadData, startPage } from './preload';
import { queryClient } from './queryClient';
import { loadToaster } from './ToastHost';

vi.mock('./layouts', async (importOriginal) => ({ ...(await importOriginal<object>()), loadMemberShell: vi.fn(async () => ({})) }));
vi.mock('./ToastHost', async (importOriginal) => ({ ...(await importOriginal<object>()), loadToaster: vi.fn(async () => ({})) }));

afterEach(() => vi.unstubAllGlobals());

describe('starting a page before navigating to it (the sign-in: shared/lib/pageStart.ts)', () => {
  it('starts the chunk of the page at the path, its first reads only with a session, and nothing for a page without a loader', async () => {
    const reads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(new URL(url, 'http://localhost').pathname);
      return Response.json([]);
    });
    const servicesChunk = vi.fn(async () => ({}));
    const profileChunk = vi.fn(async () => ({}));
    const routes = [
      {
        children: [
          { path: '/services', loader: preload(servicesChunk, 'services') },
          { path: '/profilo', loader: preload(profileChunk) },
          { path: '/login' },
        ],
      },
    ];

    startPage(routes, '/services?filtro=tutti', { withData: false });
    expect(servicesChunk).toHaveBeenCalledTimes(1);
    expect(profileChunk).not.toHaveBeenCalled();
    startPage(routes, '/login', { withData: true });
    expect(servicesChunk).toHaveBeenCalledTimes(1);

    startPage(routes, '/services', { withData: true });
    expect(servicesChunk).toHaveBeenCalledTimes(2);
    // One read, the second start's: a read of the first would have come before it.
    await vi.waitFor(() => expect(reads.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(reads).toEqual(['/api/services']);
    // The first start's fetches ahead of the press run one idle moment after another: over before
    // the next test counts its own.
    await vi.waitFor(() => expect(loadToaster).toHaveBeenCalledTimes(1));
  });

  it('while the form is on screen it also fetches the frame, the toasts and the reads, whose first one then starts with the answer', async () => {
    const reads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(new URL(url, 'http://localhost').pathname);
      return Response.json([]);
    });
    vi.mocked(loadMemberShell).mockClear();
    vi.mocked(loadToaster).mockClear();
    startPage([{ path: '/calendar', loader: preload(async () => ({}), 'calendar') }], '/calendar', { withData: false });
    // One after the other, each when the browser is idle: the reads' module first, the toasts last.
    await vi.waitFor(() => expect(loadToaster).toHaveBeenCalledTimes(1));
    expect(loadMemberShell).toHaveBeenCalledTimes(1);
    expect(reads).toEqual([]);
    // No module to wait for any more: the read is on its way before anything else runs.
    preloadData('calendar');
    expect(reads).toEqual(['/api/events']);
  });
});

describe("the pages' first reads that app.html's start script asks for (schemas/src/app/pageReads.ts)", () => {
  it('are the reads the route of each of those pages starts', async () => {
    const { routes } = await import('./router');
    for (const [path, contracts] of Object.entries(pageReads)) {
      const reads: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        reads.push(new URL(url, 'http://localhost').pathname);
        return Response.json([]);
      });
      queryClient.clear();
      startPage(routes, path, { withData: true });
      await vi.waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(contracts.length));
      expect(reads.sort(), path).toEqual(contracts.map((contract) => pathOf(contract)).sort());
    }
  });
});
