import { diaryContract } from '@app/schemas/diary/contract';

import { Download, implement } from '../../shared/route';
import { diaryExportOf } from '../data/diaryPrivacy';

/**
 * GET /api/diary/export: everything the caller's diary holds, as a JSON file. The right of access
 * (GDPR art. 15 and 20) does not depend on the consent: it works after a withdrawal too.
 */
export const diaryExportRoute = implement(diaryContract.diaryExport, async ({ caller }) => {
  const data = await diaryExportOf(caller.uid);
  return new Download(
    'application/json',
    JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2),
    'diario-di-cura.json',
  );
});
