/**
 * The admin area's sections, in the order of its navigation: each is a route of its own,
 * `/admin/<key>`, kept with its domain's feature (see app/adminRoutes.tsx); `/admin` shows the first.
 */
export const ADMIN_SECTIONS = [
  { key: 'contenuti', label: 'Contenuti' },
  { key: 'corsi', label: 'Corsi' },
  { key: 'ordini', label: 'Ordini' },
  { key: 'eventi', label: 'Eventi' },
  { key: 'servizi', label: 'Servizi' },
  { key: 'richieste', label: 'Richieste' },
  { key: 'membri', label: 'Membri' },
  { key: 'registro', label: 'Registro' },
  { key: 'pazienti', label: 'Pazienti' },
  { key: 'messaggi', label: 'Messaggi' },
  { key: 'agenda', label: 'Agenda' },
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

export const FIRST_ADMIN_SECTION: AdminSectionKey = ADMIN_SECTIONS[0].key;

/** The address of an admin section: '/admin/ordini'. */
export const adminSectionPath = (key: AdminSectionKey) => `/admin/${key}`;

/** The doctor's page of one patient's diary, below the Pazienti section. */
export const patientDiaryPath = (uid: string) => `${adminSectionPath('pazienti')}/${encodeURIComponent(uid)}`;

/** The doctor's conversation with one patient, below the Messaggi section. */
export const conversationPath = (uid: string) => `${adminSectionPath('messaggi')}/${encodeURIComponent(uid)}`;

/**
 * The section an old address named with `?tab=` (`/admin?tab=ordini`, before the sections were
 * routes), or the first one when it names none or an unknown one.
 */
export function adminSectionOfTab(tab: string | null): AdminSectionKey {
  return ADMIN_SECTIONS.find((section) => section.key === tab)?.key ?? FIRST_ADMIN_SECTION;
}
