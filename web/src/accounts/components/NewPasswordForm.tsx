import { type NewPasswordForm as NewPasswordFields, newPasswordForm } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiErrorMessage } from '../../shared/api/client';
import { FormTextField } from '../../shared/components/FormTextField';
import { useActionCode } from '../api/account';
import { weakPasswordOnField } from '../lib/weakPassword';
import { NewPasswordField } from './NewPasswordField';

/** The action page's 'resetPassword' mode (a reset or an invitation): the new password, twice. */
export function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const action = useActionCode();
  const form = useForm<NewPasswordFields>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  // A weak password is told under its field; any other failure in the alert.
  const [weak, setWeak] = useState(false);
  const onSubmit = form.handleSubmit(({ newPassword }) =>
    action.mutate(
      { mode: 'resetPassword', oobCode, newPassword },
      { onError: (error) => setWeak(weakPasswordOnField(form, 'newPassword', error)) },
    ),
  );

  if (action.isSuccess) return <Alert severity="success">{action.data.message}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <NewPasswordField form={form} name="newPassword" idPrefix="nuova" />
      <FormTextField
        form={form}
        name="confirmPassword"
        idPrefix="nuova"
        label="Ripeti la password"
        type="password"
        autoComplete="new-password"
        required
      />
      {action.isError && !weak && <Alert severity="error">{apiErrorMessage(action.error, 'Operazione non riuscita. Riprova.')}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={action.isPending}>
        {action.isPending ? 'Salvataggio...' : 'Salva la password'}
      </Button>
    </Box>
  );
}
