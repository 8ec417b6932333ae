import { z } from 'zod';

/** A required text field of a form: trimmed, with its Italian messages for too short (or not text) and too long. */
export function text(min: number, max: number, tooShort: string, tooLong: string) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}
