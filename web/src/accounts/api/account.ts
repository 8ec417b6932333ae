import type {
  AccountDeletionBody,
  ActionBody,
  InvitationBody,
  PasswordChangeBody,
  PasswordResetBody,
  ProfileBody,
  SignupBody,
} from '@app/schemas/accounts/account';
import { accountContract } from '@app/schemas/accounts/accountContract';
import type { LoginBody } from '@app/schemas/accounts/auth';
import { authContract } from '@app/schemas/accounts/authContract';
import { membersContract } from '@app/schemas/accounts/membersContract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, invalidatedBy, urlOf } from '../../shared/api/client';
import { sessionKeys } from '../../shared/api/session';
import { markSignedIn } from '../../shared/api/sessionEnded';
import { renewingSession } from '../../shared/api/sessionRenewal';

/** The account's data as a download (Content-Disposition), opened as a plain link. */
export const ACCOUNT_EXPORT_URL = urlOf(accountContract.exportAccount);
export const ACCOUNT_SUMMARY_URL = urlOf(accountContract.exportAccountSummary);

/** The link that signs out (the server clears the cookie and redirects home). */
export const LOGOUT_URL = urlOf(authContract.logout);

/** Signs in; on success the session query holds the new user. */
export function useLogin({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api(authContract.login, { body }),
    // The page's reports are the hook's, not mutate()'s: the page leaves once the session is known,
    // and mutate()'s callbacks would be dropped with it.
    onSuccess: (user) => {
      // What was read as a visitor (public events only, say) is not what the member sees; gone
      // before the page's step, whose first reads for the next page start with it.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.currentUser[0] });
      // The page's step (where to go next) before the user is set, so it never draws a signed-in state without it.
      onSuccess?.();
      markSignedIn();
      queryClient.setQueryData(sessionKeys.currentUser, user);
    },
    onError,
  });
}

/** Sign-up: always the same message (docs/security.md, Accounts); the person signs in after confirming. */
export const useSignup = () => useMutation({ mutationFn: (body: SignupBody) => api(authContract.signup, { body }) });

/** The address-confirmation e-mail again. */
export const useResendVerification = () => useMutation({ mutationFn: () => api(authContract.resendVerification) });

/** A password-reset e-mail: always the same message. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (body: PasswordResetBody) => api(authContract.requestPasswordReset, { body }) });

/** An e-mail link's code; a confirmed address shows at once in the session. */
export function useActionCode() {
  return useMutation({
    meta: invalidatedBy(authContract.applyActionCode),
    mutationFn: (body: ActionBody) => api(authContract.applyActionCode, { body }),
  });
}

/** A new name: the session query holds the renamed user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api(accountContract.updateProfile, { body }),
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.currentUser, user),
  });
}

/** A new password: the session continues with a new cookie. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChangeBody) => renewingSession(api(accountContract.changePassword, { body })) });

/** An invitation (admin): the admin's figures count the new member. */
export function useInvitePatient() {
  return useMutation({
    meta: invalidatedBy(membersContract.createInvitation),
    mutationFn: (body: InvitationBody) => api(membersContract.createInvitation, { body }),
  });
}

/** The erasure: the account is gone; the caller leaves the members' area with a full reload. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (body: AccountDeletionBody) => api(accountContract.deleteAccount, { body }) });
