import { z } from 'zod';

import { diaryCommentBody, diaryCommentView, optionalDiaryRangeQuery } from '../diary/diary';
import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import { patientDiaryView, patientListItem, patientOverview, patientsQuery } from './patients';

export const PATIENT_NOT_FOUND = NOT_FOUND.patient;
export const patientParams = z.object({ uid: documentIdParam(PATIENT_NOT_FOUND) });

/** The patients calls: method, path, access and the zod schemas of what each reads and answers. */
export const patientsContract = {
  createPatientComment: defineContract({
    method: 'post',
    path: '/admin/patients/:uid/comments',
    access: 'doctor',
    invalidates: ['patients', 'diary', 'notifications'],
    roundTrips: 3,
    summary: 'Commenta un giorno o una annotazione del diario di un paziente (il paziente riceve una notifica)',
    params: patientParams,
    body: diaryCommentBody,
    response: diaryCommentView,
    status: 201,
  }),
  listPatients: defineContract({
    method: 'get',
    path: '/admin/patients',
    access: 'doctor',
    // Its rows follow the bookings, the orders, the records and the consents.
    provides: ['patients', 'appointments', 'orders', 'carePlan', 'diary'],
    roundTrips: 10,
    summary:
      "I pazienti (appuntamento, ordine, questionario, cartella o consenso al diario; con all=1 tutti i membri), l'attività più recente prima; cerca per nome, e-mail o telefono",
    query: patientsQuery,
    response: z.array(patientListItem),
  }),
  getPatient: defineContract({
    method: 'get',
    path: '/admin/patients/:uid',
    access: 'doctor',
    provides: ['patients', 'appointments', 'orders'],
    roundTrips: 6,
    summary: 'Un paziente: chi è, se il diario è consultabile, i suoi appuntamenti e i suoi ordini',
    params: patientParams,
    response: patientOverview,
  }),
  patientDiary: defineContract({
    method: 'get',
    path: '/admin/patients/:uid/diary',
    access: 'doctor',
    provides: ['patients'],
    roundTrips: 5,
    summary: 'Il diario di un paziente in un intervallo (ultimi 30 giorni se non indicato), con grafici e commenti',
    params: patientParams,
    query: optionalDiaryRangeQuery,
    response: patientDiaryView,
  }),
  patientSummaryPdf: defineContract({
    method: 'get',
    path: '/admin/patients/:uid/summary.pdf',
    access: 'doctor',
    provides: ['patients'],
    roundTrips: 6,
    summary: 'Il riepilogo PDF di una pagina del diario di un paziente',
    params: patientParams,
    query: optionalDiaryRangeQuery,
    response: { contentType: 'application/pdf' },
  }),
};
