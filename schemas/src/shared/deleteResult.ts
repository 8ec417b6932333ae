import { z } from 'zod';

/** DELETE answers: what was done, in Italian for the admin's toast. */
export const adminDeleteResult = z.object({ id: z.string(), message: z.string() });
export type AdminDeleteResult = z.infer<typeof adminDeleteResult>;
