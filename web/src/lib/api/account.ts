import type {
  AccountDeletionBody,
  ActionBody,
  InvitationBody,
  InvitationView,
  MessageView,
  PasswordChangeBody,
  PasswordResetBody,
  ProfileBody,
  SignupBody,
} from '@app/schemas/account';
import type { CurrentUser } from '@app/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from './admin';
import { apiJson } from './client';
import { sessionKeys } from './session';

/** GET /api/account/export: a download (Content-Disposition), opened as a plain link. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** POST /api/auth/signup: always the same message (docs/security.md, Accounts); the person signs in after confirming. */
export const useSignup = () => useMutation({ mutationFn: (body: SignupBody) => apiJson<MessageView>('POST', '/api/auth/signup', body) });

/** POST /api/auth/verification: the address-confirmation e-mail again. */
export const useResendVerification = () => useMutation({ mutationFn: () => apiJson<MessageView>('POST', '/api/auth/verification') });

/** POST /api/auth/password-reset: always the same message. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (body: PasswordResetBody) => apiJson<MessageView>('POST', '/api/auth/password-reset', body) });

/** POST /api/auth/action: an e-mail link's code; a confirmed address shows at once in the session. */
export function useActionCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionBody) => apiJson<MessageView>('POST', '/api/auth/action', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser }),
  });
}

/** PUT /api/account/profile: the session query holds the renamed user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => apiJson<CurrentUser>('PUT', '/api/account/profile', body),
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.currentUser, user),
  });
}

/** PUT /api/account/password: the session continues with a new cookie. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChangeBody) => apiJson<MessageView>('PUT', '/api/account/password', body) });

/** POST /api/admin/invitations: the admin's figures count the new member. */
export function useInvitePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationBody) => apiJson<InvitationView>('POST', '/api/admin/invitations', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
  });
}

/** DELETE /api/account: the account is gone; the caller leaves the members' area with a full reload. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (body: AccountDeletionBody) => apiJson<MessageView>('DELETE', '/api/account', body) });
