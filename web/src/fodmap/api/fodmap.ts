/**
 * The FODMAP reintroduction's calls (docs/fodmap.md): the patient's protocol and steps, the
 * doctor's view and prescription. No protocol yet is `null`, not an error.
 */
import { fodmapContract } from '@app/schemas/fodmap/contract';
import type { ChallengeDayBody, FodmapProtocolBody } from '@app/schemas/fodmap/fodmap';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, ApiError, invalidateTags, keyOf, providedBy } from '../../shared/api/client';

export const fodmapKeys = {
  mine: keyOf(fodmapContract.myFodmap),
  patient: (uid: string) => keyOf(fodmapContract.patientFodmap, { params: { uid } }),
};

/** The answer, or null when there is no protocol (404). */
async function orNone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myFodmapQuery = () =>
  queryOptions({
    queryKey: fodmapKeys.mine,
    queryFn: () => orNone(api(fodmapContract.myFodmap)),
    meta: providedBy(fodmapContract.myFodmap),
  });
export const useMyFodmap = () => useQuery(myFodmapQuery());

export const usePatientFodmap = (uid: string) =>
  useQuery({
    queryKey: fodmapKeys.patient(uid),
    queryFn: () => orNone(api(fodmapContract.patientFodmap, { params: { uid } })),
    meta: providedBy(fodmapContract.patientFodmap),
  });

/** Every step answers the new protocol: the cache takes it as it is. */
export function useStartChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: string) => api(fodmapContract.startChallenge, { params: { group }, body: {} }),
    onSuccess: (view) => queryClient.setQueryData(fodmapKeys.mine, view),
  });
}

/**
 * A day reported, or the same day's correction of it: the day also lands in (or is rewritten in)
 * the care diary.
 */
function useDayWrite(contract: typeof fodmapContract.reportChallengeDay | typeof fodmapContract.correctChallengeDay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, body }: { group: string; body: ChallengeDayBody }) => api(contract, { params: { group }, body }),
    // The answer is the protocol as it is now: the cache takes it, and only the diary, which the day
    // joins, is read again (reading the protocol again as well would replace the page under the
    // report that is still showing its confirmation).
    onSuccess: async (view) => {
      queryClient.setQueryData(fodmapKeys.mine, view);
      await invalidateTags(queryClient, ['diary']);
    },
  });
}

export const useReportChallengeDay = () => useDayWrite(fodmapContract.reportChallengeDay);
export const useCorrectChallengeDay = () => useDayWrite(fodmapContract.correctChallengeDay);

export function usePrescribeFodmap(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FodmapProtocolBody) => api(fodmapContract.prescribeFodmap, { params: { uid }, body }),
    onSuccess: (view) => queryClient.setQueryData(fodmapKeys.patient(uid), view),
  });
}

/** The elimination's first day corrected, while no challenge has begun: the answer is the protocol as it is now. */
export function useCorrectFodmapStart(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eliminationStart: string) => api(fodmapContract.correctFodmapStart, { params: { uid }, body: { eliminationStart } }),
    onSuccess: (view) => queryClient.setQueryData(fodmapKeys.patient(uid), view),
  });
}

/** A protocol just prescribed withdrawn (the prescription's 'Annulla'): the patient has none again. */
export function useWithdrawFodmap(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(fodmapContract.withdrawFodmap, { params: { uid } }),
    onSuccess: () => queryClient.setQueryData(fodmapKeys.patient(uid), null),
  });
}
