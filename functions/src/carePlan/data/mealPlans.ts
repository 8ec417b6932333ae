/**
 * meal_plans: a patient's weekly plans (health data; docs/care-plan.md). A plan is a draft until the
 * doctor publishes it; the last published is the patient's current plan, the earlier ones her history.
 */
import type { MealPlanDoc } from '@app/schemas/carePlan/carePlan';
import { MEAL_PLAN_MESSAGES, type MealPlanBody } from '@app/schemas/carePlan/carePlan';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { FieldValue } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../../audit/data/adminAudit';
import { notificationIn, notifications } from '../../notifications/data/notifications';
import { entity, newBatch } from '../../shared/data/entity';
import { Conflict, NotFound } from '../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

export const mealPlans = entity<MealPlanDoc>('mealPlans', { notFound: NOT_FOUND.mealPlan });

/** Plans a list reads at most (years of monthly plans). */
export const MEAL_PLANS_LIMIT = 60;

/** The patient's published plans, the current (last published) first: one round trip. */
export async function publishedPlansOf(userId: string, limit = MEAL_PLANS_LIMIT): Promise<MealPlanDoc[]> {
  const snapshot = await mealPlans.typed
    .where('userId', '==', userId)
    .where('status', '==', 'published')
    .orderBy('publishedAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((document) => document.data());
}

/** The patient's current plan, or undefined: one round trip. */
export async function currentPlanOf(userId: string): Promise<MealPlanDoc | undefined> {
  return (await publishedPlansOf(userId, 1))[0];
}

/** Every plan of the patient, drafts included, newest first: one round trip (the doctor's page). */
export async function plansOf(userId: string): Promise<MealPlanDoc[]> {
  const snapshot = await mealPlans.typed.where('userId', '==', userId).orderBy('createdAt', 'desc').limit(MEAL_PLANS_LIMIT).get();
  return snapshot.docs.map((document) => document.data());
}

/** A plan of this patient; another patient's plan is the same 404 as an unknown one. */
export async function planOfPatient(userId: string, planId: string): Promise<MealPlanDoc> {
  const plan = await mealPlans.find(planId);
  if (!plan || plan.userId !== userId) throw new NotFound(NOT_FOUND.mealPlan);
  return plan;
}

/** A new draft with its audit entry, in one batch; returns its id. */
export async function createDraft(doctorId: string, userId: string, body: MealPlanBody): Promise<string> {
  const batch = newBatch();
  const id = mealPlans.newRef().id;
  mealPlans.createIn(batch, id, { ...body, userId, authorId: doctorId, status: 'draft', publishedAt: null });
  recordAdminWrite(batch, doctorId, {
    action: 'mealplan.create',
    collection: 'mealPlans',
    documentId: id,
    subjectId: userId,
    summary: 'Bozza di piano alimentare creata',
  });
  await batch.commit();
  return id;
}

/** Replaces a draft's content; a published plan is a 409 (the patient may be following it). */
export async function updateDraft(doctorId: string, plan: MealPlanDoc, body: MealPlanBody): Promise<void> {
  if (plan.status !== 'draft') throw new Conflict(MEAL_PLAN_MESSAGES.published);
  const batch = newBatch();
  batch.update(mealPlans.ref(plan.id), {
    title: body.title,
    startsOn: body.startsOn,
    notes: body.notes ?? FieldValue.delete(),
    days: body.days,
    updatedAt: FieldValue.serverTimestamp(),
  });
  recordAdminWrite(batch, doctorId, {
    action: 'mealplan.update',
    collection: 'mealPlans',
    documentId: plan.id,
    subjectId: plan.userId,
    summary: 'Bozza di piano alimentare modificata',
  });
  await batch.commit();
}

/** The patient's notification of a published plan: one per plan, so one publication commits. */
const publishedNoticeId = (planId: string) => `meal_plan_${planId}`;

/**
 * Publishes a draft: it becomes the patient's current plan (the earlier ones stay, as history) and
 * the patient gets a notification, whose e-mail says only that a plan is waiting (never its
 * content). Plan, notification and audit entry commit in one batch. The notification's id is the
 * plan's and is created (a precondition), so of two publications at once exactly one commits; the
 * other, like any later one, is a 409.
 */
export async function publishPlan(doctorId: string, plan: MealPlanDoc): Promise<void> {
  if (plan.status !== 'draft') throw new Conflict(MEAL_PLAN_MESSAGES.published);
  const batch = newBatch();
  const now = FieldValue.serverTimestamp();
  batch.update(mealPlans.ref(plan.id), { status: 'published', publishedAt: now, updatedAt: now });
  notificationIn(batch, publishedNoticeId(plan.id), {
    userId: plan.userId,
    type: 'meal_plan_published',
    title: 'Nuovo piano alimentare',
    message: 'La tua nutrizionista ha pubblicato il tuo nuovo piano alimentare.',
    relatedId: plan.id,
  });
  recordAdminWrite(batch, doctorId, {
    action: 'mealplan.publish',
    collection: 'mealPlans',
    documentId: plan.id,
    subjectId: plan.userId,
    summary: 'Piano alimentare pubblicato',
  });
  try {
    await batch.commit();
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) throw new Conflict(MEAL_PLAN_MESSAGES.published);
    throw error;
  }
}

/**
 * Takes a published plan back to draft (the doctor's 'Annulla pubblicazione'): the patient no longer
 * sees it, and her current plan is again the one published before it, if any. Its notification goes
 * in the same batch, so the bell no longer announces it and publishing it again notifies again (its
 * e-mail, sent when it was published, cannot be called back). A draft is left as it is: a repeated
 * click changes nothing.
 */
export async function unpublishPlan(doctorId: string, plan: MealPlanDoc): Promise<void> {
  if (plan.status === 'draft') return;
  const batch = newBatch();
  batch.update(mealPlans.ref(plan.id), { status: 'draft', publishedAt: null, updatedAt: FieldValue.serverTimestamp() });
  batch.delete(notifications.ref(publishedNoticeId(plan.id)));
  recordAdminWrite(batch, doctorId, {
    action: 'mealplan.unpublish',
    collection: 'mealPlans',
    documentId: plan.id,
    subjectId: plan.userId,
    summary: 'Pubblicazione del piano alimentare annullata',
  });
  await batch.commit();
}
