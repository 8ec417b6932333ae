/**
 * Prices: typed in euro in the admin's forms, they travel and are stored in cents. The forms'
 * schemas convert with `euroToCents`, the only place where that happens.
 */
import { z } from 'zod';

const PRICE_MESSAGE = 'Il prezzo deve essere positivo';
/** Cents, as the API receives and stores them. */
export const priceInCents = z
  .number({ error: PRICE_MESSAGE })
  .int(PRICE_MESSAGE)
  .min(0, PRICE_MESSAGE)
  .max(100_000_000, 'Il prezzo è troppo alto');

/** 12.5 € -> 1250 cents (rounded to the cent, so 0.1 + 0.2 never leaks through). */
export const euroToCents = (euro: number) => Math.round(euro * 100);
export const centsToEuro = (cents: number) => cents / 100;

/** A price typed in euro in a form (text or number), checked with docs/product.md's message, output in cents. */
export const priceInEuro = z.coerce
  .number({ error: PRICE_MESSAGE })
  .min(0, PRICE_MESSAGE)
  .max(1_000_000, 'Il prezzo è troppo alto')
  .transform(euroToCents);

/** Cents as Italian euro text ('12,50 €'), for the messages that name an amount. */
export const centsText = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
