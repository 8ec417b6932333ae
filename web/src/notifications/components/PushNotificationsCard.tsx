import { PUSH_NOT_GRANTED, PUSH_SWITCH_LABEL, PUSH_UNAVAILABLE } from '@app/schemas/notifications/push';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { ProfileSection } from '../../accounts/components/ProfileSection';
import { failureToast, useToast } from '../../shared/lib/toast';
import { usePushSwitch } from '../lib/usePushSwitch';

/** The profile's switch for this device's push notifications: what they say, and why it may be unavailable. */
export function PushNotificationsCard() {
  const { availability, on, loading, working, change } = usePushSwitch();
  const [notGranted, setNotGranted] = useState(false);
  const toast = useToast();
  const explanationId = useId();
  const reasonId = useId();
  const unavailable = availability === 'ready' || availability === 'checking' ? null : PUSH_UNAVAILABLE[availability];

  const onChange = async (wanted: boolean) => {
    setNotGranted(false);
    try {
      const done = await change(wanted);
      if (!done) setNotGranted(true);
      else toast({ title: wanted ? 'Notifiche push attivate su questo dispositivo' : 'Notifiche push disattivate su questo dispositivo' });
    } catch (error) {
      toast(failureToast(error, wanted ? 'Attivazione delle notifiche non riuscita' : 'Disattivazione delle notifiche non riuscita'));
    }
  };

  return (
    <ProfileSection title="Notifiche push">
      <Typography color="text.secondary" id={explanationId}>
        Promemoria degli appuntamenti, commenti della nutrizionista al diario e nuovi messaggi arrivano anche come notifiche su questo
        dispositivo. Le notifiche dicono solo che c&apos;è qualcosa da leggere, mai il contenuto.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={Boolean(unavailable) || loading || working}
            onChange={(event) => void onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': unavailable || notGranted ? `${explanationId} ${reasonId}` : explanationId } }}
          />
        }
        label={PUSH_SWITCH_LABEL}
      />
      {(unavailable || notGranted) && (
        <Typography id={reasonId} role="status" color="text.secondary">
          {unavailable ?? PUSH_NOT_GRANTED}
        </Typography>
      )}
    </ProfileSection>
  );
}
