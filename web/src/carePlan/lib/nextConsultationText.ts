import type { PatientListItem } from '@app/schemas/carePlan/patients';

import { formatDate, formatDateTime } from '../../shared/lib/format';

/**
 * The next booked consultation as the patients' list says it: the visit's time (to confirm while
 * pending), or the request's day for an order without a time yet (docs/product.md, Care diary).
 */
export function nextConsultationText(next: PatientListItem['nextConsultation']): string {
  if (!next) return 'nessuna prenotata';
  if (next.start) return `${next.serviceName}: ${formatDateTime(next.start)}${next.status === 'pending' ? ' (da confermare)' : ''}`;
  return `${next.serviceName} (richiesta il ${formatDate(next.requestedAt)}, da confermare)`;
}
