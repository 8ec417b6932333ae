import { type EmailPreferences, OPTIONAL_CATEGORY_LABELS, OPTIONAL_MAIL_CATEGORIES } from '@app/schemas/notifications/mail';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

import { ProfileSection } from '../../accounts/components/ProfileSection';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/mail';

/** Which optional e-mails arrive; the account's and the bookings' always do (docs/email.md). */
export function EmailPreferencesCard() {
  const { data: preferences } = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const toast = useToast();
  if (!preferences) return null;
  const change = (next: EmailPreferences) =>
    save.mutate(next, {
      onSuccess: () => toast({ title: 'Preferenze email salvate' }),
      onError: (error) => toast(failureToast(error, 'Salvataggio non riuscito')),
    });
  return (
    <ProfileSection title="Email">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Le email sull&apos;account e sulle prenotazioni arrivano sempre. Puoi scegliere se ricevere le altre:
      </Typography>
      <FormGroup>
        {OPTIONAL_MAIL_CATEGORIES.map((category) => (
          <FormControlLabel
            key={category}
            control={
              <Switch
                checked={preferences[category]}
                disabled={save.isPending}
                onChange={(event) => change({ ...preferences, [category]: event.target.checked })}
              />
            }
            label={
              <>
                <Typography component="span" sx={{ display: 'block' }}>
                  {OPTIONAL_CATEGORY_LABELS[category].label}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {OPTIONAL_CATEGORY_LABELS[category].description}
                </Typography>
              </>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiSwitch-root': { mt: -0.5 } }}
          />
        ))}
      </FormGroup>
    </ProfileSection>
  );
}
