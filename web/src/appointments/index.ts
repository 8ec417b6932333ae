/** The appointments domain's public face: what other domains may import from it (docs/architecture.md). */
export { default as NewAppointmentDialog } from './admin/NewAppointmentDialog';
export { PatientPicker, type PickedPatient } from './admin/PatientPicker';
export { testAgendaVisit } from './admin/testAgenda';
export { useBookAppointment, useMyAppointments } from './api/appointments';
export type { ChosenSlot } from './components/SlotPicker';
export { default as SlotPicker } from './components/SlotPicker';
