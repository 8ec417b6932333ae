import { type RefObject, useEffect, useRef } from 'react';

/** The newest message of a thread as shown: its id and whether the reader wrote it. */
export interface Newest {
  id: string;
  mine: boolean;
}

/**
 * Keeps the end of a thread (the newest message and the composer below it) in view: once when
 * the thread first shows, so it opens at the newest message, and again whenever the newest
 * message is one's own, so what was just sent (or queued offline) shows. The other side's new
 * message moves nothing: the reader may be reading older messages.
 */
export function useFollowNewest(end: RefObject<HTMLElement | null>, newest: Newest | undefined) {
  const shown = useRef(false);
  const last = useRef<string | undefined>(undefined);
  const id = newest?.id;
  const mine = newest?.mine ?? false;
  useEffect(() => {
    const first = !shown.current;
    const sent = mine && id !== last.current;
    shown.current = true;
    last.current = id;
    if (first || sent) end.current?.scrollIntoView({ block: 'end' });
  }, [end, id, mine]);
}
