/** The classroom domain's public face: what other domains may import from it (docs/architecture.md). */
export type { UserCourseProgressDoc } from './entities';
