/** E-mail (docs/email.md): the member's preferences and the admin's failed e-mails. */
import type { EmailPreferences, FailedMailView } from '@app/schemas/mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';

export const mailKeys = {
  preferences: ['/api/account/email-preferences'] as const,
  failed: ['/api/admin/mail/failed'] as const,
};

export const useEmailPreferences = () => useQuery<EmailPreferences>({ queryKey: mailKeys.preferences });

/** PUT /api/account/email-preferences: the query holds the saved switches. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferences) => apiJson<EmailPreferences>('PUT', '/api/account/email-preferences', body),
    onSuccess: (saved) => queryClient.setQueryData(mailKeys.preferences, saved),
  });
}

export const useFailedMails = () => useQuery<FailedMailView[]>({ queryKey: mailKeys.failed });
