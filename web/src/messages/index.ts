/** The messages domain's public face: what other domains may import from it (docs/architecture.md). */
export { useUnreadMessages } from './api/messages';
