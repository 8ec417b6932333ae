import type { UserDoc } from '@app/schemas/accounts/entities';
import type { MealPlanDoc } from '@app/schemas/carePlan/carePlan';

import { Download } from '../../../shared/route';
import { mealPlanPdf } from '../../mealPlanPdf';

/** The plan's PDF as a download named after its first day. */
export async function planPdfDownload(plan: MealPlanDoc, patient: Pick<UserDoc, 'firstName' | 'lastName'> | undefined) {
  const patientName = `${patient?.firstName ?? ''} ${patient?.lastName ?? ''}`.trim() || 'la paziente';
  const bytes = await mealPlanPdf({ title: plan.title, patientName, startsOn: plan.startsOn, notes: plan.notes, days: plan.days });
  return new Download('application/pdf', bytes, `piano-alimentare-${plan.startsOn}.pdf`);
}
