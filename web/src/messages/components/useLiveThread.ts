import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useUnreadMessages } from '../api/messages';

/**
 * While a thread is open, polls the cheap unread call (one document read, docs/messages.md) and
 * refetches the thread when it says something changed: a new message or a read receipt. When no
 * thread is open nothing polls.
 */
export function useLiveThread(threadKey: QueryKey) {
  const queryClient = useQueryClient();
  const changedAt = useUnreadMessages(true).data?.changedAt;
  const seen = useRef(changedAt);
  useEffect(() => {
    if (changedAt === seen.current) return;
    seen.current = changedAt;
    void queryClient.invalidateQueries({ queryKey: threadKey });
  }, [changedAt, queryClient, threadKey]);
}
