import { createContext, useContext } from 'react';

/**
 * The field of the meal-plan editor that stops a save, and why: its id is the path of the zod issue
 * ('plan-days-0-meals-1-items-2-food'), so the field that owns it shows the message under itself.
 */
export interface PlanFieldError {
  fieldId: string;
  message: string;
}

export const PlanFieldErrorContext = createContext<PlanFieldError | null>(null);

/** The id of the editor's field at a path of the plan's body (`days.0.meals.1.items.2.food`). */
export const planFieldId = (path: readonly PropertyKey[]) => ['plan', ...path.map(String)].join('-');

/** The message to show under the field `fieldId`, when it is the one in error. */
export function useFieldError(fieldId: string): string | undefined {
  const error = useContext(PlanFieldErrorContext);
  return error?.fieldId === fieldId ? error.message : undefined;
}
