/**
 * The care diary's calls (docs/product.md, Care diary): the consent (also used by the profile page
 * to withdraw it), the entries of a range, the IBS-SSS, and the doctor's view of a patient.
 */
import type { AccountDeletionBody } from '@app/schemas/accounts/account';
import { patientsContract } from '@app/schemas/carePlan/patientsContract';
import type { IbsSssAnswers } from '@app/schemas/carePlan/questionnaires';
import { questionnairesContract } from '@app/schemas/carePlan/questionnairesContract';
import { diaryContract } from '@app/schemas/diary/contract';
import { DIARY_CONSENT, type DiaryCommentBody, type DiaryEntryBody, type DiaryRange } from '@app/schemas/diary/diary';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy, keyOf, urlOf } from '../../shared/api/client';
import { useAfterQueued, useOutboxAccount } from '../../shared/api/outbox';
import { sendOrQueue } from '../../shared/outbox/queue';
import { sendDiaryEntry } from './sendDiaryEntry';

/** Keys nest under the diary's and the patients' lists, so one invalidation refreshes what a write changes. */
export const diaryKeys = {
  all: keyOf(diaryContract.listDiary),
  consent: [...keyOf(diaryContract.listDiary), 'consent'] as const,
  range: (range: DiaryRange) => keyOf(diaryContract.listDiary, { query: range }),
  questionnaires: keyOf(questionnairesContract.listQuestionnaires),
  patients: keyOf(patientsContract.listPatients),
  patient: (uid: string, range?: DiaryRange) => [...keyOf(patientsContract.listPatients), uid, 'diary', ...(range ? [range] : [])] as const,
};

export const diaryConsentQuery = () => contractQuery(diaryContract.getDiaryConsent, undefined, diaryKeys.consent);
export const useDiaryConsent = () => useQuery(diaryConsentQuery());

export const diaryRangeQuery = (range: DiaryRange) => contractQuery(diaryContract.listDiary, { query: range });
export const useDiaryRange = (range: DiaryRange, enabled = true) => useQuery(queryOptions({ ...diaryRangeQuery(range), enabled }));
export const questionnairesQuery = () => contractQuery(questionnairesContract.listQuestionnaires);
export const useQuestionnaires = (enabled = true) => useQuery(queryOptions({ ...questionnairesQuery(), enabled }));

/** The patient's own trends (by default the 30 days before her next visit, as the doctor sees them). */
export const useDiaryTrends = () => useQuery(contractQuery(diaryContract.diaryTrends, { query: {} }));

/** A patient's diary for the doctor; `enabled` false while her consent is unknown or missing (the read would be a 404). */
export const usePatientDiary = (uid: string, range?: DiaryRange, enabled = true) =>
  useQuery(
    queryOptions({
      ...contractQuery(patientsContract.patientDiary, { params: { uid }, query: range ?? {} }, diaryKeys.patient(uid, range)),
      enabled,
    }),
  );

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The consent, with the notice's current version. */
export function useGiveDiaryConsent() {
  return useMutation({
    meta: invalidatedBy(diaryContract.giveDiaryConsent),
    mutationFn: () => api(diaryContract.giveDiaryConsent, { body: { version: DIARY_CONSENT.version } }),
  });
}

/** The whole diary erased, after the consent's withdrawal; the password confirms it. */
export function useEraseDiary() {
  return useMutation({
    meta: invalidatedBy(diaryContract.eraseDiary),
    mutationFn: (body: AccountDeletionBody) => api(diaryContract.eraseDiary, { body }),
  });
}

/** The consent's withdrawal (the /diario privacy section and the profile page). */
export function useWithdrawDiaryConsent() {
  return useMutation({
    meta: invalidatedBy(diaryContract.withdrawDiaryConsent),
    mutationFn: () => api(diaryContract.withdrawDiaryConsent),
  });
}

/**
 * A new entry, or an edited one when `id` is given. A new entry without a connection goes to the
 * offline outbox (answers `{queued: true}`) and is sent when the connection comes back.
 */
export function useSaveDiaryEntry() {
  const invalidate = useInvalidate();
  const account = useOutboxAccount();
  const afterQueued = useAfterQueued();
  return useMutation({
    // Offline a new entry must reach the outbox, not wait for the connection as TanStack Query would.
    networkMode: 'always',
    mutationFn: async ({ id, body }: { id?: string; body: DiaryEntryBody }): Promise<{ queued: boolean }> => {
      if (!id) return sendOrQueue(account(), 'diaryEntry', body, sendDiaryEntry);
      await api(diaryContract.updateDiaryEntry, { params: { entryId: id }, body });
      return { queued: false };
    },
    onSuccess: ({ queued }) => (queued ? afterQueued() : invalidate(diaryKeys.all)),
  });
}

export function useDeleteDiaryEntry() {
  return useMutation({
    meta: invalidatedBy(diaryContract.deleteDiaryEntry),
    mutationFn: (id: string) => api(diaryContract.deleteDiaryEntry, { params: { entryId: id } }),
  });
}

export function useSubmitIbsSss() {
  return useMutation({
    meta: invalidatedBy(questionnairesContract.submitIbsSss),
    mutationFn: (answers: IbsSssAnswers) => api(questionnairesContract.submitIbsSss, { body: answers }),
  });
}

/** The doctor's comment on a patient's diary (the patient's bell gets a notification). */
export function useCommentPatientDiary(uid: string) {
  return useMutation({
    meta: invalidatedBy(patientsContract.createPatientComment),
    mutationFn: (body: DiaryCommentBody) => api(patientsContract.createPatientComment, { params: { uid }, body }),
  });
}

export const diarySummaryPdfUrl = (range?: DiaryRange) => urlOf(diaryContract.diarySummaryPdf, { query: range ?? {} });
export const patientSummaryPdfUrl = (uid: string, range?: DiaryRange) =>
  urlOf(patientsContract.patientSummaryPdf, { params: { uid }, query: range ?? {} });
export const DIARY_EXPORT_URL = urlOf(diaryContract.diaryExport);
