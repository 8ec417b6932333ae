import { describe, expect, it } from 'vitest';

import {
  bmiOf,
  mealPlanBody,
  measurementBody,
  type PlanDay,
  quantityText,
  shoppingDates,
  shoppingListOf,
  waistToHeightOf,
  weekdayOf,
} from './carePlan';

const monday: PlanDay = {
  weekday: 1,
  meals: [
    {
      meal: 'colazione',
      items: [
        { food: 'Yogurt greco', quantity: 150, unit: 'g', alternatives: [{ food: 'Kefir', quantity: 200, unit: 'ml' }] },
        { food: 'Cannella', unit: 'q.b.' },
      ],
    },
    { meal: 'pranzo', items: [{ food: 'Riso basmati', quantity: 70, unit: 'g' }] },
  ],
};
const tuesday: PlanDay = {
  weekday: 2,
  meals: [
    {
      meal: 'pranzo',
      items: [
        { food: 'riso basmati', quantity: 80, unit: 'g' },
        { food: 'Cannella', unit: 'q.b.' },
      ],
    },
    { meal: 'cena', items: [{ food: 'Uova', quantity: 2, unit: 'pz' }] },
  ],
};

describe('the derived figures of a measurement', () => {
  it('rounds the BMI to one decimal and the waist-to-height ratio to two', () => {
    expect(bmiOf(70, 170)).toBe(24.2);
    expect(bmiOf(58.5, 162)).toBe(22.3);
    expect(waistToHeightOf(80, 170)).toBe(0.47);
    expect(waistToHeightOf(85, 170)).toBe(0.5);
  });

  it('refuses a height under 50 or over 250 cm in Italian', () => {
    const base = { date: '2026-11-20', weightKg: 70, heightCm: 170, waistCm: 80 };
    expect(measurementBody.safeParse(base).success).toBe(true);
    for (const heightCm of [49, 251]) {
      expect(measurementBody.safeParse({ ...base, heightCm }).error?.issues[0]?.message).toBe("L'altezza deve essere tra 50 e 250 cm");
    }
  });
});

describe('the shopping list', () => {
  it('sums the same food and unit over the days, ignores alternatives and lists q.b. once without a quantity', () => {
    // 2026-11-23 is a Monday: Monday, Tuesday, Wednesday (no plan) and the next Monday.
    expect(weekdayOf('2026-11-23')).toBe(1);
    const list = shoppingListOf([monday, tuesday], shoppingDates('2026-11-23', 8, '2026-11-23'));
    expect(list).toEqual([
      { food: 'Cannella', unit: 'q.b.' },
      { food: 'Riso basmati', quantity: 220, unit: 'g' },
      { food: 'Uova', quantity: 2, unit: 'pz' },
      { food: 'Yogurt greco', quantity: 300, unit: 'g' },
    ]);
    expect(list.some((item) => item.food === 'Kefir')).toBe(false);
  });

  it('never counts a day before the plan starts: a plan from Thursday 26/11 counts no Monday to Wednesday', () => {
    expect(weekdayOf('2026-11-26')).toBe(4);
    expect(shoppingDates('2026-11-23', 7, '2026-11-26')).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    // Monday and Tuesday of the plan fall only on the next week's Monday and Tuesday.
    expect(shoppingListOf([monday, tuesday], shoppingDates('2026-11-23', 7, '2026-11-26'))).toEqual([]);
    // Thursday to Tuesday: the plan's Monday and Tuesday once each.
    expect(shoppingListOf([monday, tuesday], shoppingDates('2026-11-26', 6, '2026-11-26'))).toEqual([
      { food: 'Cannella', unit: 'q.b.' },
      { food: 'Riso basmati', quantity: 150, unit: 'g' },
      { food: 'Uova', quantity: 2, unit: 'pz' },
      { food: 'Yogurt greco', quantity: 150, unit: 'g' },
    ]);
  });
});

describe('the meal plan body', () => {
  const plan = { title: 'Settimana 1', startsOn: '2026-11-23', days: [monday] };
  const messageOf = (body: unknown) => mealPlanBody.safeParse(body).error?.issues[0]?.message;

  it('accepts a plan and refuses bad input with Italian messages', () => {
    expect(mealPlanBody.safeParse(plan).success).toBe(true);
    expect(messageOf({ ...plan, days: [] })).toBe('Il piano è vuoto: aggiungi almeno un giorno');
    expect(messageOf({ ...plan, days: [{ ...monday, weekday: 8 }] })).toBe(
      'Il giorno della settimana deve essere un numero da 1 (lunedì) a 7 (domenica)',
    );
    expect(messageOf({ ...plan, days: [monday, monday] })).toBe('Ogni giorno della settimana compare una sola volta');
    const withItem = (item: object) => ({ ...plan, days: [{ weekday: 1, meals: [{ meal: 'pranzo', items: [item] }] }] });
    expect(messageOf(withItem({ food: 'Pane', quantity: 5001, unit: 'g' }))).toBe('La quantità non può superare 5000');
    expect(messageOf(withItem({ food: 'Pane', quantity: -1, unit: 'g' }))).toBe('La quantità non può essere negativa');
    expect(messageOf(withItem({ food: 'Pane', quantity: 10, unit: 'kg' }))).toBe(
      "Scegli un'unità tra g, ml, pz, cucchiaio, cucchiaino e q.b.",
    );
    expect(
      messageOf({ ...plan, days: [{ weekday: 1, meals: [{ meal: 'brunch', items: [{ food: 'Pane', quantity: 1, unit: 'pz' }] }] }] }),
    ).toBe('Scegli un pasto tra colazione, spuntino, pranzo, merenda e cena');
    const eight = Array.from({ length: 8 }, (_, index) => ({ ...monday, weekday: (index % 7) + 1 }));
    expect(messageOf({ ...plan, days: eight })).toBe('Un piano ha al massimo 7 giorni');
  });
});

describe('quantityText', () => {
  it('puts the units that are words in the Italian plural, leaves g, ml, pz and q.b. as they are', () => {
    expect(quantityText({ quantity: 1, unit: 'cucchiaio' })).toBe('1 cucchiaio');
    expect(quantityText({ quantity: 2, unit: 'cucchiaio' })).toBe('2 cucchiai');
    expect(quantityText({ quantity: 1, unit: 'cucchiaino' })).toBe('1 cucchiaino');
    expect(quantityText({ quantity: 2, unit: 'cucchiaino' })).toBe('2 cucchiaini');
    expect(quantityText({ quantity: 1.5, unit: 'cucchiaino' })).toBe('1,5 cucchiaini');
    expect(quantityText({ quantity: 80, unit: 'g' })).toBe('80 g');
    expect(quantityText({ quantity: 250, unit: 'ml' })).toBe('250 ml');
    expect(quantityText({ quantity: 2, unit: 'pz' })).toBe('2 pz');
    expect(quantityText({ unit: 'q.b.' })).toBe('q.b.');
  });
});
