import { isEmulator } from '../../shared/firebase';

/**
 * The push services a subscription may name (docs/push.md): the browsers' own (Chrome, Edge, Firefox,
 * Safari and the Chromium browsers that use Google's), over https. Any other address is refused, so
 * a member cannot make the functions post to a host of their choosing. On the emulators a local
 * address is allowed too: the tests' own push endpoint.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_DOMAINS = ['.notify.windows.com', '.push.apple.com'];
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

export function isAllowedPushEndpoint(endpoint: string, local = isEmulator): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (local && LOCAL_HOSTS.includes(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return PUSH_SERVICE_HOSTS.includes(url.hostname) || PUSH_SERVICE_DOMAINS.some((domain) => url.hostname.endsWith(domain));
}
