import type { ServiceCategory } from '@app/schemas/services/serviceCategories';
import type { ServiceView } from '@app/schemas/services/services';

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  consultation: 'Consulenza',
  control: 'Controllo',
  program: 'Percorso Online',
  training: 'Allenamento',
};

/** docs/product.md (Screens): the 6-month path is the most requested, the 1-year one the best value. */
export function highlightOf(service: Pick<ServiceView, 'name' | 'category'>): string | null {
  if (service.category !== 'program') return null;
  if (service.name.includes('6 mesi')) return 'Più Richiesto';
  if (service.name.includes('1 anno')) return 'Più Conveniente';
  return null;
}

/** The two sections of the services page, by category. */
export const STUDIO_CATEGORIES: readonly ServiceCategory[] = ['consultation', 'control'];
export const REMOTE_CATEGORIES: readonly ServiceCategory[] = ['program', 'training'];
