import { useSyncExternalStore } from 'react';

import { isSessionEnded, onSessionEndedChange } from './sessionEnded';

/** Whether the server said the session has ended (sessionEnded.ts), for the session layout. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    onSessionEndedChange,
    isSessionEnded,
    // The build's prerender: no session has ended.
    () => false,
  );
}
