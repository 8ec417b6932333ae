/** The classroom domain's public face: what other domains may import from it (docs/architecture.md). */
export { courseDoc, type UserCourseProgressDoc } from './entities';
