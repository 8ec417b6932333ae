/** The admin dashboard's tabs, in order; the first is shown when the address names none. */
export const ADMIN_TABS = [
  { key: 'contenuti', label: 'Contenuti' },
  { key: 'corsi', label: 'Corsi' },
  { key: 'ordini', label: 'Ordini' },
  { key: 'eventi', label: 'Eventi' },
  { key: 'servizi', label: 'Servizi' },
  { key: 'richieste', label: 'Richieste' },
  { key: 'membri', label: 'Membri' },
  { key: 'registro', label: 'Registro' },
  { key: 'pazienti', label: 'Pazienti' },
] as const;
export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

/** The tab named by `?tab=`, or the first for a missing or unknown one. */
export function adminTabOf(value: string | null): AdminTabKey {
  return ADMIN_TABS.find((tab) => tab.key === value)?.key ?? ADMIN_TABS[0].key;
}
