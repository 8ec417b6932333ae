import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

import { createQueryClient } from '../shared/api/client';

/**
 * For the landing page's component tests (jsdom, which lays nothing out): what the page reads of the
 * browser's layout, answered as a wide screen without reduced motion would. The sections a scroll
 * reached are recorded by id in `scrolledTo`, and the carousel's width is given so that Swiper can
 * place its slides.
 */
export const scrolledTo: string[] = [];

export function stubLayout() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
}

afterEach(() => {
  vi.unstubAllGlobals();
  scrolledTo.length = 0;
  // @ts-expect-error -- jsdom's elements have no scrollIntoView of their own.
  delete Element.prototype.scrollIntoView;
  // @ts-expect-error -- back to jsdom's own (0), on Element.prototype.
  delete HTMLElement.prototype.clientWidth;
});

/**
 * Renders part of the landing page with the app's query client: its reads (the services' prices)
 * go through `fetch`, answered here with an empty list; `onFetch` sees every call.
 */
export function renderLanding(ui: ReactNode, onFetch: (url: string, init?: RequestInit) => void = () => undefined) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    onFetch(url, init);
    return Response.json([]);
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Nothing comes near the viewport (the page at its top, the testimonials far below): the carousel's
 * Swiper stays unloaded until an arrow is pressed.
 */
export function stubFarFromViewport() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

/** Swiper's CSS transition ends (jsdom runs none): the carousel takes the next press at once. */
export function endTransition() {
  document.querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend', { bubbles: true }));
}
