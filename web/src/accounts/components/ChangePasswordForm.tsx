import { type PasswordChangeBody, passwordChangeBody } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';

import { FormTextField } from '../../shared/components/FormTextField';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useChangePassword } from '../api/account';
import { weakPasswordOnField } from '../lib/weakPassword';
import { NewPasswordField } from './NewPasswordField';
import { ProfileSection } from './ProfileSection';

/** A new password, the current one required; the other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const toast = useToast();
  const form = useForm<PasswordChangeBody>({
    resolver: zodResolver(passwordChangeBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ message }) => {
        toast({ title: 'Password aggiornata', description: message });
        form.reset();
      },
      onError: (error) => {
        if (!weakPasswordOnField(form, 'newPassword', error)) toast(failureToast(error, 'Cambio della password non riuscito'));
      },
    }),
  );
  return (
    <ProfileSection title="Password">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          form={form}
          name="currentPassword"
          idPrefix="password"
          label="Password attuale"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordField form={form} name="newPassword" idPrefix="password" />
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Salvataggio...' : 'Cambia password'}
          </Button>
        </Box>
      </Box>
    </ProfileSection>
  );
}
