/**
 * The doctor's patients (docs/care-plan.md, Patients): the list with its search, the picker's
 * search, and what exists of one patient for her page.
 */
import { patientsContract } from '@app/schemas/carePlan/patientsContract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { contractQuery } from '../../shared/api/client';
import { usePagedList } from '../../shared/api/pagedList';

/** The query of a search: only what it sets, so the URL and the cache key stay short. */
const patientsQueryOf = (q: string, all: boolean) => ({ ...(q && { q }), ...(all && { all: '1' as const }) });

/** The 'Pazienti' list for a search ('' for none), page after page; `all` lists every member. */
export const usePatientList = (q: string, all: boolean) => usePagedList(patientsContract.listPatients, patientsQueryOf(q, all));

/** How many members a picker offers at once: the search narrows them. */
export const PICKER_SIZE = 20;

/** A picker's choices: every member matching the search (the patients first, by latest activity). */
export const usePatientSearch = (q: string) =>
  useQuery({
    ...contractQuery(patientsContract.listPatients, { query: { ...patientsQueryOf(q, true), limit: PICKER_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** Who the patient is and what exists of her: the page's frame. */
export const usePatientOverview = (uid: string) => useQuery(contractQuery(patientsContract.getPatient, { params: { uid } }));
