import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { ibsSssBody, questionnaireView } from './questionnaires';

/** The questionnaires calls: method, path, access and the zod schemas of what each reads and answers. */
export const questionnairesContract = {
  listQuestionnaires: defineContract({
    method: 'get',
    path: '/questionnaires',
    access: 'member',
    provides: ['questionnaires'],
    roundTrips: 2,
    summary: 'I propri questionari IBS-SSS, i più recenti prima',
    response: z.array(questionnaireView),
  }),
  submitIbsSss: defineContract({
    method: 'post',
    path: '/questionnaires/ibs-sss',
    access: 'member',
    invalidates: ['questionnaires'],
    roundTrips: 2,
    summary: 'Compila il questionario IBS-SSS: punteggio, fascia e variazione dal precedente',
    body: ibsSssBody,
    response: questionnaireView,
    status: 201,
  }),
};
