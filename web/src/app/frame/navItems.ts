export interface NavItem {
  label: string;
  to: string;
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Community', to: '/community' },
  { label: 'Corsi', to: '/classroom' },
  { label: 'Servizi', to: '/services' },
  { label: 'Calendario', to: '/calendar' },
  { label: 'Diario', to: '/diario' },
  { label: 'Piano', to: '/piano' },
  { label: 'Messaggi', to: '/messaggi' },
  { label: 'Fatture', to: '/invoices' },
  { label: 'Admin', to: '/admin', adminOnly: true },
];

/** docs/product.md (Screens): the exact path, or a prefix for any item other than the root. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  return item.to !== '/' && pathname.startsWith(item.to);
}
