import type { MessageSender, MessageView } from '@app/schemas/messages/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';

import { formatRomeDateTime, formatRomeTime } from '../../shared/lib/format';
import { MessageText } from './MessageText';
import { useFollowNewest } from './useFollowNewest';

const AUTHOR: Record<MessageSender, { mine: string; theirs: string }> = {
  patient: { mine: 'Tu', theirs: 'Paziente' },
  doctor: { mine: 'Tu', theirs: 'Nutrizionista' },
};

/** What one's own message shows after its time: waiting on the phone, read, or sent. */
function receiptOf(message: MessageView, pending: boolean): string {
  if (pending) return ' · In attesa di invio';
  return message.readAt ? ` · Letto alle ${formatRomeTime(message.readAt)}` : ' · Inviato';
}

/**
 * One message: its text, its time in Rome and, for one's own, 'Letto' with the time, 'Inviato', or
 * 'In attesa di invio' while it waits on the phone (the offline outbox).
 */
function Bubble({ message, mine, pending = false }: { message: MessageView; mine: boolean; pending?: boolean }) {
  const author = mine ? AUTHOR[message.from].mine : message.automatic ? 'Risposta automatica' : AUTHOR[message.from].theirs;
  return (
    <Box
      component="li"
      data-testid="message"
      data-from={message.from}
      data-pending={pending || undefined}
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        bgcolor: mine ? 'primary.main' : 'grey.100',
        color: mine ? 'primary.contrastText' : 'text.primary',
        '& a': { color: 'inherit' },
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
        {author}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <MessageText text={message.text} />
      </Typography>
      <Typography variant="caption" component="p" sx={{ opacity: 0.9, textAlign: 'right' }}>
        <time dateTime={message.createdAt}>{formatRomeDateTime(message.createdAt)}</time>
        {mine && <span data-testid="read-receipt">{receiptOf(message, pending)}</span>}
      </Typography>
    </Box>
  );
}

/**
 * A thread, oldest at the top as a chat reads, from pages that come newest first; 'Messaggi
 * precedenti' loads the page before. `pending` are one's own messages still waiting on the phone,
 * the oldest first: they close the thread. `children` (the composer) follow the messages; the
 * thread opens scrolled to its end, and scrolls there again when one's own message is added.
 */
export function MessageThread({
  pages,
  pending = [],
  me,
  hasOlder,
  onOlder,
  loadingOlder,
  children,
}: {
  pages: MessageView[][];
  pending?: MessageView[];
  me: MessageSender;
  hasOlder: boolean;
  onOlder: () => void;
  loadingOlder: boolean;
  children?: ReactNode;
}) {
  const messages = pages.flat().reverse();
  const newest = pending.at(-1) ?? messages.at(-1);
  const end = useRef<HTMLDivElement>(null);
  useFollowNewest(end, newest && { id: newest.id, mine: newest.from === me });
  return (
    <Box>
      {hasOlder && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button onClick={onOlder} disabled={loadingOlder} size="small">
            Messaggi precedenti
          </Button>
        </Box>
      )}
      {messages.length + pending.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Ancora nessun messaggio.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Messaggi" sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 0, m: 0 }}>
          {messages.map((message) => (
            <Bubble key={message.id} message={message} mine={message.from === me} />
          ))}
          {pending.map((message) => (
            <Bubble key={message.id} message={message} mine pending />
          ))}
        </Box>
      )}
      {children}
      <div ref={end} />
    </Box>
  );
}
