/** E-mail (docs/email.md): the member's preferences and the admin's failed e-mails. */
import type { EmailPreferences } from '@app/schemas/notifications/mail';
import { mailContract } from '@app/schemas/notifications/mailContract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, keyOf } from '../../shared/api/client';

export const mailKeys = {
  preferences: keyOf(mailContract.getEmailPreferences),
  failed: keyOf(mailContract.listFailedMails),
};

export const useEmailPreferences = () => useQuery(contractQuery(mailContract.getEmailPreferences));

/** The optional e-mails switched on or off: the query holds the saved switches. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferences) => api(mailContract.updateEmailPreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(mailKeys.preferences, saved),
  });
}

export const useFailedMails = () => useQuery(contractQuery(mailContract.listFailedMails));
