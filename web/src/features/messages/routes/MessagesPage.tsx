import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

import { messageKeys, useMarkMessagesRead, useMessagingStatus, useSendMessage, useThread } from '#api/messages';

import { LoadError } from '../../../components/LoadError';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { failureToast, useToast } from '../../../lib/toast';
import { Composer } from '../components/Composer';
import { MessageThread } from '../components/MessageThread';
import { useLiveThread } from '../components/useLiveThread';

/** Why the member cannot write, and how to get the service (not an error). */
function NoMessaging({ reason }: { reason: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography sx={{ mb: 2 }}>{reason}</Typography>
      <Button component={RouterLink} to="/services" variant="contained">
        Scopri i percorsi online
      </Button>
    </Paper>
  );
}

/** The thread with its composer, live while open; the doctor's unread messages are marked read on sight. */
function Thread({ canWrite, reason }: { canWrite: boolean; reason: string | null }) {
  const thread = useThread();
  const send = useSendMessage();
  const markRead = useMarkMessagesRead();
  const toast = useToast();
  useLiveThread(messageKeys.thread);
  const pages = thread.data?.pages.map((page) => page.items) ?? [];
  const unreadFromDoctor = pages.flat().some((message) => message.from === 'doctor' && message.readAt === null);
  const { mutate: mark, isPending: marking } = markRead;
  useEffect(() => {
    if (unreadFromDoctor && !marking) mark();
  }, [unreadFromDoctor, marking, mark]);

  if (thread.isLoading) return <LoadingState />;
  if (thread.isError) return <LoadError title="Impossibile caricare i messaggi" />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <MessageThread
        pages={pages}
        me="patient"
        hasOlder={Boolean(thread.hasNextPage)}
        onOlder={() => void thread.fetchNextPage()}
        loadingOlder={thread.isFetchingNextPage}
      />
      {canWrite ? (
        <Composer
          sending={send.isPending}
          onSend={(text) => send.mutateAsync(text).catch((error: unknown) => toast(failureToast(error, "Errore nell'invio del messaggio")))}
        />
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {reason}
        </Alert>
      )}
    </Paper>
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
      {status.isError && <LoadError title="Impossibile caricare i messaggi" />}
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
