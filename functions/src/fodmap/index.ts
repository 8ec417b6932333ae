/** The fodmap domain's public face: what other domains may import from it (docs/architecture.md). */
export { eraseFodmapOf, fodmapExportOf, fodmapProtocols } from './data/fodmap';
