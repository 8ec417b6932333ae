/** The carePlan domain's public face: what other domains may import from it (docs/architecture.md). */
export { intakeQuery } from './api/carePlan';
export { usePatientSearch } from './api/patients';
export { testPatient, testPatientOverview } from './lib/testPatients';
