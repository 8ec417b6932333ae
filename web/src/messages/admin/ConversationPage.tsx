import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';

import { adminSectionPath, patientDiaryPath } from '../../shared/adminSections';
import { PageTitle } from '../../shared/components/PageTitle';
import { failureToast, useToast } from '../../shared/lib/toast';
import {
  messageKeys,
  useConversation,
  useConversations,
  useMarkConversationRead,
  useReplyToPatient,
  useSetMessaging,
} from '../api/messages';
import { Composer } from '../components/Composer';
import { ThreadPanel } from '../components/ThreadPanel';

/**
 * /admin/messaggi/:uid: the doctor's conversation with a patient, live while open; the patient's
 * unread messages are marked read on sight. One click to the patient's page (diary, plan,
 * measurements), and messaging opened or closed here.
 */
export default function ConversationPage() {
  const { uid = '' } = useParams();
  const row = useConversations().data?.find((item) => item.uid === uid);
  const reply = useReplyToPatient(uid);
  const setMessaging = useSetMessaging(uid);
  const markRead = useMarkConversationRead(uid);
  const thread = useConversation(uid);
  const toast = useToast();
  const name = row ? `${row.firstName} ${row.lastName}`.trim() || 'Paziente' : 'Paziente';
  const enabled = row?.enabled ?? true;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Link component={RouterLink} to={adminSectionPath('messaggi')} sx={{ display: 'inline-block', mb: 1 }}>
        ← Messaggi
      </Link>
      <PageTitle>{`Messaggi con ${name}`}</PageTitle>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button component={RouterLink} to={patientDiaryPath(uid)} variant="outlined">
          Apri la scheda del paziente
        </Button>
        <Button
          variant="text"
          disabled={setMessaging.isPending}
          onClick={() =>
            setMessaging.mutate(!enabled, { onError: (error) => toast(failureToast(error, 'Impossibile cambiare i messaggi')) })
          }
        >
          {enabled ? 'Chiudi i messaggi' : 'Apri i messaggi'}
        </Button>
      </Box>
      <ThreadPanel thread={thread} threadKey={messageKeys.conversation(uid)} me="doctor" markRead={markRead}>
        <Composer
          label="Rispondi"
          sending={reply.isPending}
          onSend={(text) =>
            reply.mutateAsync(text).catch((error: unknown) => toast(failureToast(error, "Errore nell'invio del messaggio")))
          }
        />
      </ThreadPanel>
    </Box>
  );
}
