/**
 * The admin dashboard's tabs, in order, with the role each needs: `admin` for content, orders,
 * members and the log, `doctor` for the patients' health data (docs/security.md, Roles).
 */
export const ADMIN_TABS = [
  { key: 'contenuti', label: 'Contenuti', role: 'admin' },
  { key: 'corsi', label: 'Corsi', role: 'admin' },
  { key: 'ordini', label: 'Ordini', role: 'admin' },
  { key: 'eventi', label: 'Eventi', role: 'admin' },
  { key: 'servizi', label: 'Servizi', role: 'admin' },
  { key: 'richieste', label: 'Richieste', role: 'admin' },
  { key: 'membri', label: 'Membri', role: 'admin' },
  { key: 'registro', label: 'Registro', role: 'admin' },
  { key: 'pazienti', label: 'Pazienti', role: 'doctor' },
] as const;
export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];
type AdminTab = (typeof ADMIN_TABS)[number];

/** The tabs the user's roles open. */
export const tabsFor = (roles: { isAdmin: boolean; isDoctor: boolean }): AdminTab[] =>
  ADMIN_TABS.filter((tab) => (tab.role === 'admin' ? roles.isAdmin : roles.isDoctor));

/** The tab named by `?tab=` among those shown, or the first for a missing or unknown one. */
export function adminTabOf(value: string | null, tabs: readonly AdminTab[] = ADMIN_TABS): AdminTabKey {
  return tabs.find((tab) => tab.key === value)?.key ?? tabs[0]?.key ?? ADMIN_TABS[0].key;
}
