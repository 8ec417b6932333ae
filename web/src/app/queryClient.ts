import { createQueryClient } from '../shared/api/client';

/** The app's one query client: the providers give it to the pages, the route loaders fill it ahead of them (preload.ts). */
export const queryClient = createQueryClient();
