/** The fodmap domain's public face: what other domains may import from it (docs/architecture.md). */
export { FodmapCard } from './admin/FodmapCard';
export { useMyFodmap, usePatientFodmap } from './api/fodmap';
export { FodmapOutcomes } from './components/FodmapOutcomes';
