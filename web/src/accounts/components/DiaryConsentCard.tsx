import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { useDiaryConsent } from '../../diary/api/diary';
import { WithdrawDiaryConsent } from '../../diary/components/WithdrawDiaryConsent';
import { formatDate } from '../../shared/lib/format';
import { ProfileSection } from './ProfileSection';

/** The care diary's consent on the profile: when it was given, and its withdrawal (GDPR art. 7). */
export function DiaryConsentCard() {
  const { data: consent } = useDiaryConsent();
  if (!consent) return null;
  return (
    <ProfileSection title="Diario dei sintomi">
      {consent.consented && consent.consentedAt ? (
        <>
          <Typography color="text.secondary">
            Hai dato il consenso al diario il {formatDate(consent.consentedAt)}: lo leggete solo tu e la tua nutrizionista.
          </Typography>
          <WithdrawDiaryConsent />
        </>
      ) : (
        <Typography color="text.secondary">
          Non hai un consenso attivo per il diario.{' '}
          <Link component={RouterLink} to="/diario">
            Apri il diario
          </Link>{' '}
          per leggere l&apos;informativa e darlo.
        </Typography>
      )}
    </ProfileSection>
  );
}
