import Box from '@mui/material/Box';
import { useDeferredValue } from 'react';

import { EmailPreferencesCard } from '../../notifications/components/EmailPreferencesCard';
import { PushNotificationsCard } from '../../notifications/components/PushNotificationsCard';
import { useCurrentUser } from '../../shared/api/session';
import { PageTitle } from '../../shared/components/PageTitle';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { CommunityNameCard } from '../components/CommunityNameCard';
import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { DiaryConsentCard } from '../components/DiaryConsentCard';
import { MyDataCard } from '../components/MyDataCard';
import { ProfileNameForm } from '../components/ProfileNameForm';

/** /profilo: the member's name, password, e-mails, push notifications and data (docs/product.md, Accounts and privacy). */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  // The name's cards render at once; the six below the first screen in a second, interruptible
  // render, so the page paints before all its forms are built (docs/performance.md, repeat visits).
  const belowTheFold = useDeferredValue(true, false);
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle subtitle={user.email}>Il mio profilo</PageTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ProfileNameForm firstName={user.firstName} lastName={user.lastName} />
        <CommunityNameCard firstName={user.firstName} lastName={user.lastName} communityName={user.communityName} />
        {belowTheFold && (
          <>
            <ChangePasswordForm />
            <EmailPreferencesCard />
            <PushNotificationsCard />
            <MyDataCard />
            <DiaryConsentCard />
            {!user.isAdmin && <DeleteAccountCard />}
          </>
        )}
      </Box>
    </Box>
  );
}
