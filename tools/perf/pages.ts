/**
 * The pages `npm run perf` measures and who is signed in for each: the landing page beside the
 * static privacy page (the yardstick of its LCP), every members' page as the demo member, the
 * admin pages as the demo admin.
 */
import { PRERENDERED_PATHS } from '../../web/src/shared/lib/prerenderedPages';
import { DEMO_ADMIN, DEMO_USER } from '../seed/demoAccounts';

export type Visitor = 'visitatore' | 'paziente' | 'admin';

export interface MeasuredPage {
  path: string;
  as: Visitor;
}

export const ACCOUNTS = {
  paziente: DEMO_USER,
  admin: DEMO_ADMIN,
} as const;

export const LANDING: MeasuredPage = { path: '/', as: 'visitatore' };
export const STATIC_PAGE: MeasuredPage = { path: '/privacy', as: 'visitatore' };

/** The sign-in and sign-up pages, prerendered: a visitor's cold load. */
export const SIGN_IN_PAGES: MeasuredPage[] = PRERENDERED_PATHS.map((path) => ({ path, as: 'visitatore' }));

/** Every page of the members' app, which the page tours visit too (e2e/tour-member.spec.ts, e2e/tour-admin.spec.ts). */
export const MEMBER_PATHS = [
  '/',
  '/community',
  '/classroom',
  '/services',
  '/calendar',
  '/invoices',
  '/diario',
  '/piano',
  '/intake',
  '/fodmap',
  '/messaggi',
  '/profilo',
  '/my-services',
];

export const MEMBER_PAGES: MeasuredPage[] = MEMBER_PATHS.map((path) => ({ path, as: 'paziente' }));

/** Every members' page measured again on a repeat visit, with the service worker installed (repeatVisit.ts). */
export const REPEAT_VISITS: MeasuredPage[] = MEMBER_PAGES;

/** The admin's pages and the doctor's (the demo admin is the doctor too): her day, a patient's record, a conversation. */
export const ADMIN_PAGES: MeasuredPage[] = [
  '/admin',
  '/analytics',
  '/admin/agenda',
  `/admin/pazienti/${DEMO_USER.uid}`,
  `/admin/messaggi/${DEMO_USER.uid}`,
].map((path) => ({ path, as: 'admin' }));
