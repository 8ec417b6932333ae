/** The community domain's public face: what other domains may import from it (docs/architecture.md). */
export {
  communityFace,
  type CommunityName,
  communityNameBody,
  type CommunityNameStyle,
  communityNameView,
  DEFAULT_COMMUNITY_NAME,
  NICKNAME_MAX,
  NICKNAME_TAKEN,
} from './communityName';
export type { CommentDoc, LikeDoc } from './entities';
export { LEVEL_THRESHOLDS, levelForPoints } from './levels';
export type { AuthorView, CommentView, PostView } from './posts';
