import { accountContract } from '@app/schemas/accounts/accountContract';

import { Download, implement } from '../../../shared/route';
import { accountExport } from '../../data/accountExport';
import { exportSummaryHtml } from '../../exportSummary';

/**
 * GET /api/account/export (GDPR arts. 15 and 20): everything the practice holds about the caller,
 * as one JSON file (data/accountExport.ts lists the sections and their caps).
 */
export const exportAccountRoute = implement(accountContract.exportAccount, async ({ caller }) => {
  const data = await accountExport(caller.uid);
  const day = data.exportedAt.slice(0, 10);
  return new Download('application/json; charset=utf-8', JSON.stringify(data, null, 2), `i-miei-dati-${day}.json`);
});

/** GET /api/account/export.html: the same data as a readable Italian page to open or print (exportSummary.ts). */
export const exportAccountSummaryRoute = implement(accountContract.exportAccountSummary, async ({ caller }) => {
  const data = await accountExport(caller.uid);
  const day = data.exportedAt.slice(0, 10);
  return new Download('text/html; charset=utf-8', exportSummaryHtml(data), `i-miei-dati-${day}.html`);
});
