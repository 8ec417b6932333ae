import { adminSectionPath } from '../../shared/adminSections';

/** Who sees an item: everyone signed in, a patient (not the doctor), the doctor's role, or an admin. */
export type NavAudience = 'all' | 'patient' | 'doctor' | 'admin';

export interface NavItem {
  label: string;
  to: string;
  audience?: NavAudience;
}

export interface NavRoles {
  isAdmin: boolean;
  isDoctor: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Community', to: '/community' },
  { label: 'Corsi', to: '/classroom' },
  { label: 'Servizi', to: '/services' },
  { label: 'Calendario', to: '/calendar' },
  // The patient's own care: the doctor's are her patients', below.
  { label: 'Diario', to: '/diario', audience: 'patient' },
  { label: 'Piano', to: '/piano', audience: 'patient' },
  { label: 'Messaggi', to: '/messaggi', audience: 'patient' },
  { label: 'Fatture', to: '/invoices' },
];

/** The practice's day (issue of the doctor's day): her agenda, patients and inbox, the orders and the figures. */
export const PRACTICE_ITEMS: NavItem[] = [
  { label: 'Agenda', to: adminSectionPath('agenda'), audience: 'doctor' },
  { label: 'Pazienti', to: adminSectionPath('pazienti'), audience: 'doctor' },
  { label: 'Messaggi dei pazienti', to: adminSectionPath('messaggi'), audience: 'doctor' },
  { label: 'Ordini', to: adminSectionPath('ordini'), audience: 'admin' },
  { label: 'Analytics', to: '/analytics', audience: 'admin' },
  { label: 'Admin', to: '/admin', audience: 'admin' },
];

/** Whether the signed-in person is offered the item. */
export function offered(item: NavItem, { isAdmin, isDoctor }: NavRoles): boolean {
  switch (item.audience ?? 'all') {
    case 'patient':
      return !isDoctor;
    case 'doctor':
      return isDoctor;
    case 'admin':
      return isAdmin;
    default:
      return true;
  }
}

/**
 * docs/product.md (Screens): the item of the current page, the one whose address is the longest
 * match (the exact path, or a prefix for any item other than the root), so '/admin/agenda' marks
 * 'Agenda', not 'Admin'.
 */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const matches = items.filter((item) => pathname === item.to || (item.to !== '/' && pathname.startsWith(`${item.to}`)));
  return matches.sort((a, b) => b.to.length - a.to.length)[0];
}
