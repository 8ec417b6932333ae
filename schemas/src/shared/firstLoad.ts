import type { Contract } from './contract';

/**
 * The method and path of the calls a visitor's first load of the landing page makes (the session
 * read, the price list), apart from their schemas: the page's code takes their query keys from here,
 * so that its first load carries no zod (docs/performance.md). Their contracts spread these, so each
 * path is still written once.
 */
export const firstLoadRoutes = {
  currentUser: { method: 'get', path: '/auth/user', provides: ['session'] },
  listServices: { method: 'get', path: '/services', provides: ['services'] },
} as const satisfies Record<string, Pick<Contract, 'method' | 'path' | 'provides'>>;
