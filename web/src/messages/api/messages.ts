/** Messages with the doctor (docs/messages.md): the patient's thread, the doctor's inbox and the unread count. */
import { messagesContract } from '@app/schemas/messages/contract';
import { type QueryClient, type QueryKey, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, fetchPage, invalidatedBy, invalidateTags, keyOf, providedBy, urlOf } from '../../shared/api/client';
import { useSendOrQueue } from '../../shared/api/outbox';
import { sendMessage } from './sendMessage';

/** How often an open thread asks whether something changed (docs/messages.md: within 10 seconds). */
export const THREAD_POLL_MS = 5_000;

export const messageKeys = {
  status: keyOf(messagesContract.messagingStatus),
  unread: keyOf(messagesContract.unreadMessages),
  thread: keyOf(messagesContract.listMessages),
  inbox: keyOf(messagesContract.listConversations),
  conversation: (uid: string) => keyOf(messagesContract.conversationMessages, { params: { uid } }),
};

export const useMessagingStatus = () => useQuery(contractQuery(messagesContract.messagingStatus));

/**
 * The unread messages: the bell reads them once (and when the window regains focus); an open thread
 * passes `poll`, and TanStack Query polls only while such a thread is mounted.
 */
export const useUnreadMessages = (poll = false) =>
  useQuery({ ...contractQuery(messagesContract.unreadMessages), staleTime: 60_000, refetchInterval: poll ? THREAD_POLL_MS : false });

function usePages(queryKey: QueryKey, firstPage: string, load: (url: string) => ReturnType<typeof fetchPage>) {
  return useInfiniteQuery({
    queryKey: [...queryKey, 'pages'],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPage,
    meta: providedBy(messagesContract.listMessages),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

/** The patient's thread, newest page first ('Messaggi precedenti' loads the next). */
export const useThread = () =>
  usePages(messageKeys.thread, urlOf(messagesContract.listMessages, { query: {} }), (url) => fetchPage(messagesContract.listMessages, url));

/** A patient's thread for the doctor. */
export const useConversation = (uid: string) =>
  usePages(messageKeys.conversation(uid), urlOf(messagesContract.conversationMessages, { params: { uid }, query: {} }), (url) =>
    fetchPage(messagesContract.conversationMessages, url),
  );

export const useConversations = () => useQuery(contractQuery(messagesContract.listConversations));

/** After any message or read, everything about messages is read again (the thread, the inbox, the counts). */
export const refreshMessages = (queryClient: QueryClient) => invalidateTags(queryClient, messagesContract.sendMessage.invalidates);

/** The patient's message: without a connection it waits in the offline outbox (answers `{queued: true}`). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useSendOrQueue('message', sendMessage, () => refreshMessages(queryClient));
}

export function useMarkMessagesRead() {
  return useMutation({ meta: invalidatedBy(messagesContract.markMessagesRead), mutationFn: () => api(messagesContract.markMessagesRead) });
}

export function useReplyToPatient(uid: string) {
  return useMutation({
    meta: invalidatedBy(messagesContract.replyToPatient),
    mutationFn: (text: string) => api(messagesContract.replyToPatient, { params: { uid }, body: { text } }),
  });
}

export function useMarkConversationRead(uid: string) {
  return useMutation({
    meta: invalidatedBy(messagesContract.markConversationRead),
    mutationFn: () => api(messagesContract.markConversationRead, { params: { uid } }),
  });
}

export function useSetMessaging(uid: string) {
  return useMutation({
    meta: invalidatedBy(messagesContract.setMessaging),
    mutationFn: (enabled: boolean) => api(messagesContract.setMessaging, { params: { uid }, body: { enabled } }),
  });
}
