import { diaryExportOf } from '../../data/diaryPrivacy';
import { defineRoute, Download } from '../route';

/**
 * GET /api/diary/export: everything the caller's diary holds, as a JSON file. The right of access
 * (GDPR art. 15 and 20) does not depend on the consent: it works after a withdrawal too.
 */
export const diaryExportRoute = defineRoute({
  method: 'get',
  path: '/diary/export',
  access: 'member',
  summary: 'Scarica tutti i dati del proprio diario di cura (JSON)',
  response: { contentType: 'application/json' },
  async handler({ caller }) {
    const data = await diaryExportOf(caller.uid);
    return new Download(
      'application/json',
      JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2),
      'diario-di-cura.json',
    );
  },
});
