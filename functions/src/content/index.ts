/** The content domain's public face: what other domains may import from it (docs/architecture.md). */
export { eraseContactRequestsFrom } from './data/contactRequestErasure';
export { contactRequests, contactRequestsFrom, requestsSince } from './data/contactRequests';
export { contactMailIds } from './mails/contactRequestMails';
