import type { MessageSender, MessageView } from '@app/schemas/messages/messages';
import Paper from '@mui/material/Paper';
import type { InfiniteData, QueryKey, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

import type { Page } from '../../shared/api/client';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { MessageThread } from './MessageThread';
import { useLiveThread } from './useLiveThread';

/**
 * An open thread, for the patient or the doctor: live while shown (useLiveThread), the other side's
 * unread messages marked read on sight (`markRead`), the composer or a notice below (`children`).
 */
export function ThreadPanel({
  thread,
  pending,
  threadKey,
  me,
  markRead,
  children,
}: {
  thread: UseInfiniteQueryResult<InfiniteData<Page<MessageView>>>;
  /** One's own messages waiting on the phone (the offline outbox), the oldest first. */
  pending?: MessageView[];
  threadKey: QueryKey;
  me: MessageSender;
  markRead: { mutate: () => void; isPending: boolean };
  children: ReactNode;
}) {
  useLiveThread(threadKey);
  const pages = thread.data?.pages.map((page) => page.items) ?? [];
  const unseen = pages.flat().some((message) => message.from !== me && message.readAt === null);
  const { mutate: mark, isPending: marking } = markRead;
  useEffect(() => {
    if (unseen && !marking) mark();
  }, [unseen, marking, mark]);

  if (thread.isLoading) return <LoadingState />;
  if (thread.isError) return <LoadError title="Impossibile caricare i messaggi" query={thread} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <MessageThread
        pages={pages}
        pending={pending}
        me={me}
        hasOlder={Boolean(thread.hasNextPage)}
        onOlder={() => void thread.fetchNextPage()}
        loadingOlder={thread.isFetchingNextPage}
      >
        {children}
      </MessageThread>
    </Paper>
  );
}
