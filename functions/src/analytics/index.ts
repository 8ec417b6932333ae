/** The analytics domain's public face: what other domains may import from it (docs/architecture.md). */
export { globalStats } from './data/stats';
export { applyStatDelta, existenceDelta } from './triggers/stats';
