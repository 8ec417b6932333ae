import type { MessageView } from '@app/schemas/messages/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { notYetListed, type PendingItem, usePendingOutbox } from '../../shared/api/outbox';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { failureToast, useToast } from '../../shared/lib/toast';
import { messageKeys, useMarkMessagesRead, useMessagingStatus, useSendMessage, useThread } from '../api/messages';
import { Composer } from '../components/Composer';
import { PracticeContact } from '../components/PracticeContact';
import { ThreadPanel } from '../components/ThreadPanel';

/** A message written without a connection waits on the phone (the offline outbox). */
const QUEUED_TOAST = { title: 'Sei offline', description: 'Il messaggio è in attesa di invio: partirà appena torna la connessione.' };

/** A message waiting in the outbox as the thread shows it. */
const pendingMessageView = (item: PendingItem<'message'>): MessageView => ({
  id: item.documentId,
  text: item.body.text,
  from: 'patient',
  createdAt: item.queuedAt,
  readAt: null,
});

/** Why the member cannot write, how to reach the practice meanwhile, and how to get the service (not an error). */
function NoMessaging({ reason }: { reason: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PracticeContact />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>{reason}</Typography>
        <Button component={RouterLink} to="/services" variant="contained">
          Scopri i percorsi online
        </Button>
      </Paper>
    </Box>
  );
}

/** The thread with its composer (or, when the member can no longer write, the reason). */
function Thread({ canWrite, reason }: { canWrite: boolean; reason: string | null }) {
  const send = useSendMessage();
  const thread = useThread();
  const listed = thread.data?.pages.flatMap((page) => page.items.map((message: MessageView) => message.id)) ?? [];
  const waiting = notYetListed(usePendingOutbox('message').data ?? [], listed);
  const toast = useToast();
  const onSend = (text: string) =>
    send.mutateAsync({ text }).then(
      ({ queued }) => {
        if (queued) toast(QUEUED_TOAST);
      },
      (error: unknown) => toast(failureToast(error, "Errore nell'invio del messaggio")),
    );
  return (
    <ThreadPanel
      thread={thread}
      pending={waiting.map(pendingMessageView)}
      threadKey={messageKeys.thread}
      me="patient"
      markRead={useMarkMessagesRead()}
    >
      {canWrite ? (
        <Composer sending={send.isPending} onSend={onSend} />
      ) : (
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
          <Alert severity="info">{reason}</Alert>
          <PracticeContact />
        </Box>
      )}
    </ThreadPanel>
  );
}

/** /messaggi: the patient's messages with the nutritionist (docs/messages.md). */
export default function MessagesPage() {
  const status = useMessagingStatus();
  const data = status.data;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle subtitle={data ? data.usualAnswer : undefined}>Messaggi</PageTitle>
      {status.isLoading && <LoadingState />}
      {status.isError && <LoadError title="Impossibile caricare i messaggi" query={status} />}
      {data?.closedToday && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Oggi il supporto è chiuso: riceverai una risposta automatica e ti risponderò al più presto.
        </Alert>
      )}
      {data &&
        (data.canWrite || data.hasMessages ? (
          <Thread canWrite={data.canWrite} reason={data.reason} />
        ) : (
          <NoMessaging reason={data.reason ?? ''} />
        ))}
    </Box>
  );
}
