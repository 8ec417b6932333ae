import { type PersonName, personName } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';

import { FormTextField } from '../../shared/components/FormTextField';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useUpdateProfile } from '../api/account';
import { ProfileSection } from './ProfileSection';

/** First and last name: the community shows them as the member chooses (CommunityNameCard). */
export function ProfileNameForm({ firstName, lastName }: PersonName) {
  const update = useUpdateProfile();
  const toast = useToast();
  const form = useForm<PersonName>({ resolver: zodResolver(personName), defaultValues: { firstName, lastName } });
  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: 'Profilo aggiornato' }),
      onError: (error) => toast(failureToast(error, 'Salvataggio non riuscito')),
    }),
  );
  return (
    <ProfileSection title="Dati personali">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField form={form} name="firstName" idPrefix="profilo" label="Nome" autoComplete="given-name" required />
          <FormTextField form={form} name="lastName" idPrefix="profilo" label="Cognome" autoComplete="family-name" required />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Salvataggio...' : 'Salva'}
          </Button>
        </Box>
      </Box>
    </ProfileSection>
  );
}
