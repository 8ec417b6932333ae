import type { PlanDay } from '@app/schemas/carePlan/carePlan';
import { describe, expect, it } from 'vitest';

import { copyDay, foodsOf, placeInPlan } from './planDraft';

const monday: PlanDay = {
  weekday: 1,
  meals: [
    { meal: 'pranzo', items: [{ food: 'Riso', quantity: 70, unit: 'g', alternatives: [{ food: 'Quinoa', quantity: 70, unit: 'g' }] }] },
  ],
};
const wednesday: PlanDay = { weekday: 3, meals: [{ meal: 'cena', items: [{ food: 'Uova', quantity: 2, unit: 'pz' }] }] };

describe('the plan editor', () => {
  it('copies a day onto other days, replacing them, in week order, without sharing objects', () => {
    const copied = copyDay([monday, wednesday], 1, [3, 5]);
    expect(copied.map((day) => [day.weekday, day.meals[0]!.items[0]!.food])).toEqual([
      [1, 'Riso'],
      [3, 'Riso'],
      [5, 'Riso'],
    ]);
    copied[1]!.meals[0]!.items[0]!.food = 'Farro';
    expect(monday.meals[0]!.items[0]!.food).toBe('Riso');
  });

  it('suggests every food written before, alternatives included, once and sorted', () => {
    expect(foodsOf([[monday, wednesday], [monday]])).toEqual(['Quinoa', 'Riso', 'Uova']);
  });
});

describe('where a problem of the plan is', () => {
  const draft = {
    days: [
      { weekday: 1, meals: [{ meal: 'colazione' as const, items: [] }] },
      {
        weekday: 3,
        meals: [
          { meal: 'colazione' as const, items: [] },
          { meal: 'pranzo' as const, items: [] },
        ],
      },
    ],
  };

  it('names the day, the meal, the food and its alternative in the doctor’s words', () => {
    expect(placeInPlan(draft, ['days', 1, 'meals', 1, 'items', 2, 'food'])).toBe('Mercoledì, Pranzo, alimento 3');
    expect(placeInPlan(draft, ['days', 0, 'meals', 0, 'items', 0, 'alternatives', 1, 'quantity'])).toBe(
      'Lunedì, Colazione, alimento 1, alternativa 2',
    );
  });

  it('names nothing for the plan’s own fields', () => {
    expect(placeInPlan(draft, ['title'])).toBe('');
  });
});
