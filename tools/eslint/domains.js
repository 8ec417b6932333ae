/** The domains: one folder of the same name on each side (schemas/src, functions/src, web/src). */
export const DOMAINS = [
  'accounts',
  'analytics',
  'appointments',
  'audit',
  'carePlan',
  'classroom',
  'community',
  'content',
  'diary',
  'events',
  'fodmap',
  'invoices',
  'messages',
  'notifications',
  'services',
];
