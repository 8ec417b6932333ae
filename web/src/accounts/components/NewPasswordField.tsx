import { PASSWORD_MIN } from '@app/schemas/accounts/account';
import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { FormTextField } from '../../shared/components/FormTextField';

/** The rule of a new password (schemas/src/accounts/account.ts: the length, then the strength check on the server). */
const PASSWORD_HINT = `Almeno ${PASSWORD_MIN} caratteri, difficile da indovinare: ad esempio tre o quattro parole a caso`;

interface Props<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  idPrefix: string;
  label?: string;
  slotProps?: TextFieldProps['slotProps'];
}

/** The password a person chooses (sign-up, a change, a reset or an invitation), with its rule under it. */
export function NewPasswordField<T extends FieldValues>({ form, name, idPrefix, label = 'Nuova password', slotProps }: Props<T>) {
  return (
    <FormTextField
      form={form}
      name={name}
      idPrefix={idPrefix}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      helperText={PASSWORD_HINT}
      slotProps={slotProps}
    />
  );
}
