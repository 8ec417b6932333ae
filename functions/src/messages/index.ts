/** The messages domain's public face: what other domains may import from it (docs/architecture.md). */
export { conversations, eraseMessagesOf, messagesExportOf, savePackageEnd } from './data/messages';
