/** The appointments domain's public face: what other domains may import from it (docs/architecture.md). */
export { useMyAppointments } from './api/appointments';
export type { ChosenSlot } from './components/SlotPicker';
export { default as SlotPicker } from './components/SlotPicker';
