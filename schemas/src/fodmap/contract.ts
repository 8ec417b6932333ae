import { patientParams } from '../carePlan/patientsContract';
import { defineContract } from '../shared/contract';
import { challengeDayBody, fodmapGroupParams, fodmapProtocolBody, fodmapView, startChallengeBody } from './fodmap';

/** The FODMAP reintroduction's calls (docs/fodmap.md): the doctor prescribes and reads, the patient follows. */
export const fodmapContract = {
  patientFodmap: defineContract({
    method: 'get',
    path: '/admin/patients/:uid/fodmap',
    access: 'doctor',
    provides: ['fodmap'],
    roundTrips: 2,
    summary: 'Il protocollo FODMAP di un paziente, con gli esiti delle prove (la lettura è registrata)',
    params: patientParams,
    response: fodmapView,
  }),
  prescribeFodmap: defineContract({
    method: 'post',
    path: '/admin/patients/:uid/fodmap',
    access: 'doctor',
    invalidates: ['fodmap'],
    roundTrips: 3,
    summary: "Imposta il protocollo FODMAP di un paziente: inizio e settimane dell'eliminazione, ordine dei gruppi, cibi e porzioni",
    params: patientParams,
    body: fodmapProtocolBody,
    response: fodmapView,
    status: 201,
  }),
  myFodmap: defineContract({
    method: 'get',
    path: '/fodmap',
    access: 'member',
    provides: ['fodmap'],
    roundTrips: 1,
    summary: 'Il proprio protocollo FODMAP: fase, giorni rimasti, prove ed esiti',
    response: fodmapView,
  }),
  startChallenge: defineContract({
    method: 'post',
    path: '/fodmap/challenges/:group/start',
    access: 'member',
    invalidates: ['fodmap'],
    roundTrips: 2,
    summary: 'Inizia la prova di un gruppo FODMAP (oggi o fino a 14 giorni fa), dopo il washout della precedente',
    params: fodmapGroupParams,
    body: startChallengeBody,
    response: fodmapView,
  }),
  reportChallengeDay: defineContract({
    method: 'post',
    path: '/fodmap/challenges/:group/days',
    access: 'member',
    invalidates: ['fodmap', 'diary'],
    roundTrips: 3,
    summary: 'Segna i sintomi di un giorno della prova in corso (anche nel diario di cura)',
    params: fodmapGroupParams,
    body: challengeDayBody,
    response: fodmapView,
  }),
  correctChallengeDay: defineContract({
    method: 'put',
    path: '/fodmap/challenges/:group/days',
    access: 'member',
    invalidates: ['fodmap', 'diary'],
    roundTrips: 4,
    summary:
      "Corregge i sintomi dell'ultimo giorno segnato di una prova, solo nella giornata (a Roma) in cui è stato segnato (anche nel diario di cura)",
    params: fodmapGroupParams,
    body: challengeDayBody,
    response: fodmapView,
  }),
};
