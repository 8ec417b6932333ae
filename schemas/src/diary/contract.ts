import { z } from 'zod';

import { accountDeletionBody, messageView } from '../accounts/account';
import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import {
  createDiaryEntryBody,
  diaryConsentBody,
  diaryConsentView,
  diaryEntryBody,
  diaryEntryView,
  diaryListView,
  diaryRangeQuery,
  optionalDiaryRangeQuery,
} from './diary';
import { diaryTrendsView } from './diaryAnalysis';

export const entryIdParams = z.object({ entryId: documentIdParam(NOT_FOUND.diaryEntry) });

/** The diary calls: method, path, access and the zod schemas of what each reads and answers. */
export const diaryContract = {
  createDiaryEntry: defineContract({
    method: 'post',
    path: '/diary',
    access: 'member',
    invalidates: ['diary'],
    roundTrips: 3,
    summary: "Aggiunge una annotazione al proprio diario; con lo stesso clientId un nuovo invio risponde l'annotazione già salvata",
    body: createDiaryEntryBody,
    response: diaryEntryView,
    status: 201,
  }),
  deleteDiaryEntry: defineContract({
    method: 'delete',
    path: '/diary/:entryId',
    access: 'member',
    invalidates: ['diary'],
    roundTrips: 3,
    summary: 'Elimina una annotazione degli ultimi 7 giorni',
    params: entryIdParams,
    response: z.object({ id: z.string() }),
  }),
  diaryExport: defineContract({
    method: 'get',
    path: '/diary/export',
    access: 'member',
    provides: ['diary'],
    roundTrips: 4,
    summary: 'Scarica tutti i dati del proprio diario di cura (JSON)',
    response: { contentType: 'application/json' },
  }),
  diarySummaryPdf: defineContract({
    method: 'get',
    path: '/diary/summary.pdf',
    access: 'member',
    provides: ['diary'],
    roundTrips: 5,
    summary: 'Il riepilogo PDF del proprio diario (ultimi 30 giorni se non indicato)',
    query: optionalDiaryRangeQuery,
    response: { contentType: 'application/pdf' },
  }),
  diaryTrends: defineContract({
    method: 'get',
    path: '/diary/trends',
    access: 'member',
    provides: ['diary', 'questionnaires'],
    roundTrips: 5,
    summary: 'I propri andamenti (sintomi, scala di Bristol, IBS-SSS) in un intervallo (ultimi 30 giorni se non indicato)',
    query: optionalDiaryRangeQuery,
    response: diaryTrendsView,
  }),
  getDiaryConsent: defineContract({
    method: 'get',
    path: '/diary/consent',
    access: 'member',
    provides: ['diary'],
    roundTrips: 1,
    summary: 'Lo stato del consenso al diario di cura',
    response: diaryConsentView,
  }),
  giveDiaryConsent: defineContract({
    method: 'post',
    path: '/diary/consent',
    access: 'member',
    invalidates: ['diary', 'questionnaires'],
    roundTrips: 2,
    summary: "Dà il consenso al trattamento dei dati del diario di cura (versione dell'informativa letta)",
    body: diaryConsentBody,
    response: diaryConsentView,
  }),
  listDiary: defineContract({
    method: 'get',
    path: '/diary',
    access: 'member',
    provides: ['diary'],
    roundTrips: 3,
    summary: 'Le annotazioni del proprio diario in un intervallo di giorni (al massimo 92) con i commenti della nutrizionista',
    query: diaryRangeQuery,
    response: diaryListView,
  }),
  updateDiaryEntry: defineContract({
    method: 'put',
    path: '/diary/:entryId',
    access: 'member',
    invalidates: ['diary'],
    roundTrips: 3,
    summary: 'Modifica una annotazione degli ultimi 7 giorni',
    params: entryIdParams,
    body: diaryEntryBody,
    response: diaryEntryView,
  }),
  withdrawDiaryConsent: defineContract({
    method: 'delete',
    path: '/diary/consent',
    access: 'member',
    invalidates: ['diary', 'questionnaires'],
    roundTrips: 2,
    summary: 'Revoca il consenso al diario di cura',
    response: diaryConsentView,
  }),
  eraseDiary: defineContract({
    method: 'delete',
    path: '/diary',
    access: 'member',
    invalidates: ['diary', 'questionnaires'],
    roundTrips: 12,
    summary: 'Cancella tutto il diario di cura (dopo la revoca del consenso; serve la password)',
    body: accountDeletionBody,
    response: messageView,
  }),
};
