/** The accounts domain's public face: what other domains may import from it (docs/architecture.md). */
export { ProfileSection } from './components/ProfileSection';
