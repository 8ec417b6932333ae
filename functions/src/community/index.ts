/** The community domain's public face: what other domains may import from it (docs/architecture.md). */
export { commitWithNicknameClaim, nicknameClaimsOf } from './data/communityNames';
export { likes, withdrawLike } from './data/likes';
export { deleteComment } from './data/postDeletion';
export { comments, posts } from './data/posts';
export { keepLevelInStep } from './triggers/levels';
