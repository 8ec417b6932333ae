import { WEAK_PASSWORD_PREFIX } from '@app/schemas/accounts/account';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { ApiError } from '../../shared/api/request';

/**
 * The server's strength check refused the new password: its Italian reason goes under the field
 * (not in a toast over the button) and the field takes the focus. False for any other failure.
 */
export function weakPasswordOnField<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: Path<T>,
  error: unknown,
): boolean {
  const message = error instanceof ApiError ? error.serverMessage : null;
  if (!message?.startsWith(WEAK_PASSWORD_PREFIX)) return false;
  form.setError(name, { message }, { shouldFocus: true });
  return true;
}
