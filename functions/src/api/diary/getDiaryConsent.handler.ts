import { diaryConsentView } from '@app/schemas/diary';

import { diaryPatients } from '../../data/diary';
import { defineRoute } from '../route';
import { diaryConsentViewOf } from './diaryViews';

/** GET /api/diary/consent: whether the caller's diary consent stands, and to which version. */
export const getDiaryConsentRoute = defineRoute({
  method: 'get',
  path: '/diary/consent',
  access: 'member',
  summary: 'Lo stato del consenso al diario di cura',
  response: diaryConsentView,
  handler: async ({ caller }) => diaryConsentViewOf(await diaryPatients.find(caller.uid)),
});
