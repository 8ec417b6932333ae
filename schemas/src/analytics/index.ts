/** The analytics domain's public face: what other domains may import from it (docs/architecture.md). */
export { type AdminStatsView, adminStatsView } from './stats';
