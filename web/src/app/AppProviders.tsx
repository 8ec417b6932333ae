import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { queryClient } from './queryClient';
import { ToastHost } from './ToastHost';

/**
 * Data fetching and toasts (loaded with the first toast, see lib/toast). MUI's theme is added by
 * MuiFrame around the screens that use MUI, so the landing page loads none of it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
