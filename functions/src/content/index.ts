/** The content domain's public face: what other domains may import from it (docs/architecture.md). */
export { contactRequests, contactRequestsFrom } from './data/contactRequests';
