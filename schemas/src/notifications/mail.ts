/**
 * E-mail (docs/email.md): the categories a message belongs to, the preferences a member can change,
 * the delivery states of a mail document (the Trigger Email extension's) and the admin's list of
 * failed e-mails. Shared by the functions, the profile page and the admin area.
 */
import { z } from 'zod';

/**
 * Every e-mail belongs to one category. The transactional ones (account, orders, appointments, and
 * contact: a consultation request's acknowledgement and the practice's alert) always go; the others
 * can be switched off in the profile or with the link in the e-mail.
 */
export const MAIL_CATEGORIES = ['account', 'orders', 'appointments', 'contact', 'reminders', 'notifications'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const OPTIONAL_MAIL_CATEGORIES = ['reminders', 'notifications'] as const;
export type OptionalMailCategory = (typeof OPTIONAL_MAIL_CATEGORIES)[number];

export const isOptionalCategory = (category: MailCategory): category is OptionalMailCategory =>
  (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(category);

/** What the profile page and the unsubscribe page call each optional category. */
export const OPTIONAL_CATEGORY_LABELS: Record<OptionalMailCategory, { label: string; description: string }> = {
  reminders: {
    label: 'Promemoria',
    description: 'Promemoria degli appuntamenti e delle attività del percorso.',
  },
  notifications: {
    label: 'Notifiche',
    description: 'Avvisi di nuovi commenti della nutrizionista, messaggi e novità della community.',
  },
};

/** GET and PUT /api/account/email-preferences: true means the e-mails of that category arrive. */
export const emailPreferences = z.object({
  reminders: z.boolean({ error: 'Indica se vuoi ricevere i promemoria' }),
  notifications: z.boolean({ error: 'Indica se vuoi ricevere le notifiche' }),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;

/** A member who never chose gets every category. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { reminders: true, notifications: true };

/** The delivery states the Trigger Email extension writes to `delivery.state`. */
export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** GET /api/admin/mail/failed: e-mails whose last attempt failed (newest first). */
export const failedMailView = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  category: z.string(),
  attempts: z.number().int(),
  error: z.string(),
  createdAt: z.string(),
});
export type FailedMailView = z.infer<typeof failedMailView>;
export const failedMailList = z.array(failedMailView);

/** GET /api/mail/unsubscribe?token=…: the signed token of the link (never the uid in clear). */
export const unsubscribeQuery = z.object({ token: z.string().max(1000).optional() });
