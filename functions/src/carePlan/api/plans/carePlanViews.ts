/** The care plan's stored documents as the API answers them (dates as ISO strings, derived figures). */
import type { ClinicalRecordDoc, IntakeDoc, MealPlanDoc, MealPlanTemplateDoc, MeasurementDoc } from '@app/schemas/carePlan/carePlan';
import {
  bmiOf,
  type ClinicalRecordView,
  type IntakeView,
  type MealPlanView,
  type MeasurementView,
  waistToHeightOf,
} from '@app/schemas/carePlan/carePlan';

export function intakeViewOf({ id: _id, userId: _userId, updatedAt, ...answers }: IntakeDoc): IntakeView {
  return { ...answers, updatedAt: updatedAt.toISOString() };
}

export function recordViewOf(record: ClinicalRecordDoc | undefined, intake: IntakeDoc | undefined): ClinicalRecordView {
  return {
    diagnosis: record?.diagnosis ?? '',
    diagnosisSource: record?.diagnosisSource ?? '',
    notes: record?.notes ?? '',
    goals: record?.goals ?? '',
    updatedAt: record?.updatedAt.toISOString() ?? null,
    intake: intake ? intakeViewOf(intake) : null,
  };
}

export function measurementViewOf({ userId: _userId, authorId: _authorId, createdAt, ...measured }: MeasurementDoc): MeasurementView {
  return {
    ...measured,
    bmi: bmiOf(measured.weightKg, measured.heightCm),
    waistToHeight: waistToHeightOf(measured.waistCm, measured.heightCm),
    createdAt: createdAt.toISOString(),
  };
}

/** `currentId`: the patient's current plan (the last published), if any. */
export function mealPlanViewOf(plan: MealPlanDoc, currentId: string | undefined): MealPlanView {
  return {
    id: plan.id,
    title: plan.title,
    startsOn: plan.startsOn,
    ...(plan.notes !== undefined && { notes: plan.notes }),
    days: plan.days,
    status: plan.status,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    publishedAt: plan.publishedAt?.toISOString() ?? null,
    current: plan.id === currentId,
  };
}

/** The last published of these plans: the patient's current one. */
export const currentIdOf = (plans: readonly MealPlanDoc[]) =>
  plans
    .filter((plan) => plan.status === 'published' && plan.publishedAt)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())[0]?.id;

export function templateViewOf({ authorId: _authorId, createdAt, ...template }: MealPlanTemplateDoc) {
  return { ...template, createdAt: createdAt.toISOString() };
}
