import type { ApiRoute } from '../../../shared/route';
import { createPatientCommentRoute } from './createPatientComment.handler';
import { getPatientRoute } from './getPatient.handler';
import { listPatientsRoute } from './listPatients.handler';
import { patientDiaryRoute } from './patientDiary.handler';
import { patientSummaryPdfRoute } from './patientSummaryPdf.handler';

/** The patients routes, in the order Express tries them. */
export const patientsRoutes: readonly ApiRoute[] = [
  listPatientsRoute,
  getPatientRoute,
  patientDiaryRoute,
  createPatientCommentRoute,
  patientSummaryPdfRoute,
];
