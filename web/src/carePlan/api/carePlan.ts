/**
 * The care plan's calls (docs/care-plan.md): the patient's intake, plan, shopping list and
 * measurements, and the doctor's record, measurements, plans and templates of a patient.
 */
import type { ClinicalRecordBody, IntakeBody, MealPlanBody, MeasurementBody } from '@app/schemas/carePlan/carePlan';
import { carePlanContract as contract } from '@app/schemas/carePlan/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api, ApiError, contractQuery, invalidatedBy, keyOf, providedBy, urlOf } from '../../shared/api/client';

export const carePlanKeys = {
  intake: keyOf(contract.getIntake),
  plan: keyOf(contract.getCurrentMealPlan),
  patient: (uid: string) => ['care-plan', uid] as const,
  templates: keyOf(contract.listMealPlanTemplates),
};

/** The current plan, or null when the doctor has published none (the API's 404). */
export const currentMealPlanQuery = () =>
  queryOptions({
    queryKey: carePlanKeys.plan,
    meta: providedBy(contract.getCurrentMealPlan),
    queryFn: async () => {
      try {
        return await api(contract.getCurrentMealPlan);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
export const useCurrentMealPlan = () => useQuery(currentMealPlanQuery());
export const useOwnMeasurements = () => useQuery(contractQuery(contract.getOwnMeasurements));
export const MEAL_PLAN_PDF_URL = urlOf(contract.mealPlanPdf);

export const intakeQuery = () => contractQuery(contract.getIntake, undefined, carePlanKeys.intake);
export const useIntake = () => useQuery(intakeQuery());

export function useSaveIntake() {
  return useMutation({
    meta: invalidatedBy(contract.saveIntake),
    mutationFn: (body: IntakeBody) => api(contract.saveIntake, { body }),
  });
}

// The doctor's side: every key of a patient nests under carePlanKeys.patient(uid).
export const usePatientRecord = (uid: string) =>
  useQuery(contractQuery(contract.getPatientRecord, { params: { uid } }, [...carePlanKeys.patient(uid), 'record']));
export const usePatientMeasurements = (uid: string) =>
  useQuery(contractQuery(contract.listPatientMeasurements, { params: { uid } }, [...carePlanKeys.patient(uid), 'measurements']));
export const usePatientMealPlans = (uid: string) =>
  useQuery(contractQuery(contract.listPatientMealPlans, { params: { uid } }, [...carePlanKeys.patient(uid), 'plans']));
export const useMealPlanTemplates = () => useQuery(contractQuery(contract.listMealPlanTemplates, undefined, carePlanKeys.templates));
export const patientMealPlanPdfUrl = (uid: string, planId: string) => urlOf(contract.patientMealPlanPdf, { params: { uid, planId } });

export function useSavePatientRecord(uid: string) {
  return useMutation({
    meta: invalidatedBy(contract.savePatientRecord),
    mutationFn: (body: ClinicalRecordBody) => api(contract.savePatientRecord, { params: { uid }, body }),
  });
}

export function useAddMeasurement(uid: string) {
  return useMutation({
    meta: invalidatedBy(contract.createPatientMeasurement),
    mutationFn: (body: MeasurementBody) => api(contract.createPatientMeasurement, { params: { uid }, body }),
  });
}

/** Saves a plan: a new draft, or the edited draft `id`; answers its id. */
export function useSaveMealPlan(uid: string) {
  return useMutation({
    meta: invalidatedBy(contract.updatePatientMealPlan, contract.createPatientMealPlan),
    mutationFn: ({ id, body }: { id?: string; body: MealPlanBody }) =>
      id
        ? api(contract.updatePatientMealPlan, { params: { uid, planId: id }, body })
        : api(contract.createPatientMealPlan, { params: { uid }, body }),
  });
}

export function usePublishMealPlan(uid: string) {
  return useMutation({
    meta: invalidatedBy(contract.publishPatientMealPlan),
    mutationFn: (planId: string) => api(contract.publishPatientMealPlan, { params: { uid, planId } }),
  });
}

/** A published plan back to draft: the patient follows the one published before it again. */
export function useUnpublishMealPlan(uid: string) {
  return useMutation({
    meta: invalidatedBy(contract.unpublishPatientMealPlan),
    mutationFn: (planId: string) => api(contract.unpublishPatientMealPlan, { params: { uid, planId } }),
  });
}

export function useSaveTemplate() {
  return useMutation({
    meta: invalidatedBy(contract.createMealPlanTemplate),
    mutationFn: (body: Pick<MealPlanBody, 'title' | 'notes' | 'days'>) => api(contract.createMealPlanTemplate, { body }),
  });
}
