/**
 * The care diary's calls (docs/product.md, Care diary): the consent (also used by the profile page
 * to withdraw it), the entries of a range, the IBS-SSS, and the doctor's view of a patient.
 */
import {
  DIARY_CONSENT,
  type DiaryCommentBody,
  type DiaryCommentView,
  type DiaryConsentView,
  type DiaryEntryBody,
  type DiaryEntryView,
  type DiaryListView,
  type DiaryRange,
} from '@app/schemas/diary';
import type { PatientDiaryView, PatientListItem } from '@app/schemas/patients';
import type { IbsSssAnswers, QuestionnaireView } from '@app/schemas/questionnaires';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';
import { notificationKeys } from './notifications';

export const diaryKeys = {
  all: ['/api/diary'] as const,
  consent: ['/api/diary', 'consent'] as const,
  range: (range: DiaryRange) => ['/api/diary', range] as const,
  questionnaires: ['/api/questionnaires'] as const,
  patients: ['/api/admin/patients'] as const,
  patient: (uid: string, range?: DiaryRange) => ['/api/admin/patients', uid, 'diary', ...(range ? [range] : [])] as const,
};

export const diaryConsentQuery = () => queryOptions<DiaryConsentView>({ queryKey: diaryKeys.consent });
export const useDiaryConsent = () => useQuery(diaryConsentQuery());

export const useDiaryRange = (range: DiaryRange, enabled = true) => useQuery<DiaryListView>({ queryKey: diaryKeys.range(range), enabled });
export const useQuestionnaires = (enabled = true) => useQuery<QuestionnaireView[]>({ queryKey: diaryKeys.questionnaires, enabled });

export const usePatients = () => useQuery<PatientListItem[]>({ queryKey: diaryKeys.patients });
export const usePatientDiary = (uid: string, range?: DiaryRange) => useQuery<PatientDiaryView>({ queryKey: diaryKeys.patient(uid, range) });

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /api/diary/consent with the notice's current version. */
export function useGiveDiaryConsent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiJson<DiaryConsentView>('POST', '/api/diary/consent', { version: DIARY_CONSENT.version }),
    onSuccess: () => invalidate(diaryKeys.all),
  });
}

/** DELETE /api/diary/consent: the withdrawal (the /diario privacy section and the profile page). */
export function useWithdrawDiaryConsent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiJson<DiaryConsentView>('DELETE', '/api/diary/consent'),
    onSuccess: () => invalidate(diaryKeys.all, diaryKeys.questionnaires),
  });
}

/** POST /api/diary, or PUT /api/diary/{id} when editing. */
export function useSaveDiaryEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DiaryEntryBody }) =>
      id
        ? apiJson<DiaryEntryView>('PUT', `/api/diary/${encodeURIComponent(id)}`, body)
        : apiJson<DiaryEntryView>('POST', '/api/diary', body),
    onSuccess: () => invalidate(diaryKeys.all),
  });
}

export function useDeleteDiaryEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>('DELETE', `/api/diary/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(diaryKeys.all),
  });
}

export function useSubmitIbsSss() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (answers: IbsSssAnswers) => apiJson<QuestionnaireView>('POST', '/api/questionnaires/ibs-sss', answers),
    onSuccess: () => invalidate(diaryKeys.questionnaires),
  });
}

/** POST /api/admin/patients/{uid}/comments (the patient's bell gets a notification). */
export function useCommentPatientDiary(uid: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DiaryCommentBody) =>
      apiJson<DiaryCommentView>('POST', `/api/admin/patients/${encodeURIComponent(uid)}/comments`, body),
    onSuccess: () => invalidate(diaryKeys.patient(uid), notificationKeys.all),
  });
}

const rangeSearch = (range?: DiaryRange) => (range ? `?from=${range.from}&to=${range.to}` : '');
export const diarySummaryPdfUrl = (range?: DiaryRange) => `/api/diary/summary.pdf${rangeSearch(range)}`;
export const patientSummaryPdfUrl = (uid: string, range?: DiaryRange) =>
  `/api/admin/patients/${encodeURIComponent(uid)}/summary.pdf${rangeSearch(range)}`;
export const DIARY_EXPORT_URL = '/api/diary/export';
