import type { PlanDay } from '@app/schemas/carePlan/carePlan';
import { describe, expect, it } from 'vitest';

import { copyDay, foodsOf } from './planDraft';

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
