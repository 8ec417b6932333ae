/** The care plan's stored documents as the API answers them (dates as ISO strings, derived figures). */
import {
  bmiOf,
  type ClinicalRecordDoc,
  type ClinicalRecordView,
  type IntakeDoc,
  type IntakeView,
  type MealPlanDoc,
  mealPlanStoredFields,
  type MealPlanTemplateDoc,
  type MealPlanView,
  type MeasurementDoc,
  type MeasurementView,
  waistToHeightOf,
} from '@app/schemas/carePlan/carePlan';
import { storedValues } from '@app/schemas/shared/entityView';

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
  return { ...storedValues(mealPlanStoredFields, plan), current: plan.id === currentId };
}

/** The last published of these plans: the patient's current one. */
export const currentIdOf = (plans: readonly MealPlanDoc[]) =>
  plans
    .filter((plan) => plan.status === 'published' && plan.publishedAt)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())[0]?.id;

export function templateViewOf({ authorId: _authorId, createdAt, ...template }: MealPlanTemplateDoc) {
  return { ...template, createdAt: createdAt.toISOString() };
}
