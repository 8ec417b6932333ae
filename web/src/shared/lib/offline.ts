import { SAVED_AT_HEADER } from '@app/schemas/shared/offline';

/**
 * What the app knows of being offline (docs/offline.md). The service worker answers a read
 * without a network from the account's last copy, stamped with the time it was received
 * (SAVED_AT_HEADER); a read with neither a network nor a copy fails as an OfflineError.
 */
export class OfflineError extends Error {
  constructor() {
    super('Sei offline: questa pagina ha bisogno della connessione.');
    this.name = 'OfflineError';
  }
}

/** The oldest time of the offline copies shown since the last answer from the network (ISO), or null. */
let copiesFrom: string | null = null;
const listeners = new Set<() => void>();

function setCopiesFrom(value: string | null) {
  if (value === copiesFrom) return;
  copiesFrom = value;
  listeners.forEach((listener) => listener());
}

/** Notes where an answer came from: an offline copy (its time) or the network (the data is current again). */
export function noteAnswer(response: Response) {
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  setCopiesFrom(savedAt ? (copiesFrom && copiesFrom < savedAt ? copiesFrom : savedAt) : null);
}

/** fetch, with the offline copies noted and a missing network as an OfflineError. */
export async function fetchNoted(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // fetch rejects (a TypeError) only when no answer came at all: no network and no copy.
    throw error instanceof TypeError ? new OfflineError() : error;
  }
  noteAnswer(response);
  return response;
}

/** The time of the offline copies on screen, for useSyncExternalStore (components/OfflineNotice.tsx). */
export const offlineCopies = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  from: () => copiesFrom,
  /** The connection is back: the marker goes, and a read answered from a copy again sets it anew. */
  clear: () => setCopiesFrom(null),
};

/**
 * How many pages' own error branches say on the spot that they need a connection
 * (components/NeedsConnection.tsx): while one does, the frame's notice does not repeat it.
 */
let placesSaying = 0;
const placeListeners = new Set<() => void>();

export const needsConnectionPlaces = {
  /** Marks one place on screen saying it; the returned function unmarks it. */
  claim() {
    placesSaying += 1;
    placeListeners.forEach((listener) => listener());
    return () => {
      placesSaying -= 1;
      placeListeners.forEach((listener) => listener());
    };
  },
  subscribe(listener: () => void) {
    placeListeners.add(listener);
    return () => void placeListeners.delete(listener);
  },
  any: () => placesSaying > 0,
};
