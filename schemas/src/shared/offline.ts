/**
 * The offline reads of the members' app (docs/offline.md). The API names the signed-in account on
 * the answers a device may keep: those of a member's remembered session ('Ricordami'), never an
 * admin's or a doctor's; the service worker files a copy of the answer under that account and
 * nowhere else, so one account's data is never shown to another.
 */
export const ACCOUNT_HEADER = 'X-Account';
/**
 * Beside ACCOUNT_HEADER, until when a copy may be read (an ISO date): the end of the session it was
 * read in, had nothing else come. Past it the service worker refuses the copy and empties the cache.
 */
export const COPY_UNTIL_HEADER = 'X-Copy-Until';
/**
 * On a copy the service worker kept, when it was received (an ISO date). An answer that carries it
 * came from the offline copy, not from the network: the app shows "offline: dati del …".
 */
export const SAVED_AT_HEADER = 'X-Saved-At';
/** The Cache Storage cache of the signed-in account's answers, emptied on sign-out. */
export const PERSONAL_CACHE = 'dati-personali';
/** In PERSONAL_CACHE, the entry that names the account the cache belongs to (its body is the account's id). */
export const PERSONAL_CACHE_OWNER = '/__dati-personali__/account';
/** The Cache Storage cache of the practice's chunks once used (the admin's and the doctor's pages, not precached): one version's at a time. */
export const PRACTICE_CHUNKS_CACHE = 'practice-chunks';

/** What a page posts to a waiting new version of the service worker to let it take over (as workbox-window's messageSkipWaiting does). */
export const SKIP_WAITING = 'SKIP_WAITING';
