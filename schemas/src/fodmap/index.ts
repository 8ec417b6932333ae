/** The fodmap domain's public face: what other domains may import from it (docs/architecture.md). */
export { fodmapViewOf } from './fodmap';
export { fodmapSummaryLines, PHASE_LABELS } from './fodmapGuide';
export type { FodmapPhase } from './fodmapRules';
