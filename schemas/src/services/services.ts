import { z } from 'zod';

import { serviceCategory } from './serviceCategories';

/** GET /api/services: an active service as the public pages read it (price in cents). */
export const serviceView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  duration: z.string().nullable(),
  features: z.array(z.string()),
  category: serviceCategory,
  /** A health service: its invoices go to the Sistema TS, the others get the SdI e-invoice. */
  healthService: z.boolean(),
  isActive: z.boolean(),
});
export type ServiceView = z.infer<typeof serviceView>;
