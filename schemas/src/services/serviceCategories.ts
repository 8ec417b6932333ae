import { z } from 'zod';

/** The kinds of service the practice sells (docs/product.md, Services). */
export const SERVICE_CATEGORIES = ['consultation', 'control', 'program', 'training'] as const;
export const serviceCategory = z.enum(SERVICE_CATEGORIES);
export type ServiceCategory = z.infer<typeof serviceCategory>;
