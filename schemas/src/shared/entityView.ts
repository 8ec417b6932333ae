/**
 * Answers derived from the stored shapes (shared/collections.ts): a view picks (or omits) the stored
 * fields it shows from `wireOf(stored)` and adds its own with `.extend`, and the server fills the picked
 * fields with `storedValues` instead of copying them one by one. Between the two sides runs one
 * date codec: a stored timestamp (Date) travels as an ISO 8601 string; an insert default is
 * dropped, since a document read back holds every field (nor does it show in the API document).
 */
import { z } from 'zod';

type AnyField = z.core.$ZodType;

/** A stored field's schema as an answer carries it. */
export type WireField<F extends AnyField> =
  F extends z.ZodDefault<infer Inner extends AnyField>
    ? WireField<Inner>
    : F extends z.ZodDate
      ? z.ZodString
      : F extends z.ZodNullable<infer Inner extends AnyField>
        ? z.ZodNullable<WireField<Inner>>
        : F extends z.ZodOptional<infer Inner extends AnyField>
          ? z.ZodOptional<WireField<Inner>>
          : F extends z.ZodArray<infer Element extends AnyField>
            ? z.ZodArray<WireField<Element>>
            : F extends z.ZodObject<infer Shape extends z.ZodRawShape>
              ? z.ZodObject<WireShape<Shape>>
              : F;

export type WireShape<S extends z.ZodRawShape> = { [K in keyof S]: WireField<S[K]> };

/**
 * A field with no date and no default inside is carried as it is, with its checks (an array's
 * length, a refinement); one rebuilt around a date keeps its structure only.
 */
function wireField(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return wireField(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodDate) return z.string();
  if (field instanceof z.ZodNullable) return rebuilt(field, field.unwrap() as z.ZodType, (inner) => inner.nullable());
  if (field instanceof z.ZodOptional) return rebuilt(field, field.unwrap() as z.ZodType, (inner) => inner.optional());
  if (field instanceof z.ZodArray) return rebuilt(field, field.element as z.ZodType, (element) => z.array(element));
  if (field instanceof z.ZodObject) {
    const shape = wireShape(field.shape);
    return Object.keys(shape).some((key) => shape[key] !== field.shape[key]) ? z.object(shape) : field;
  }
  return field;
}

function rebuilt(field: z.ZodType, inner: z.ZodType, wrap: (wired: z.ZodType) => z.ZodType): z.ZodType {
  const wired = wireField(inner);
  return wired === inner ? field : wrap(wired);
}

function wireShape<S extends z.ZodRawShape>(shape: S): WireShape<S> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, wireField(field as z.ZodType)])) as WireShape<S>;
}

/** A stored shape as answers carry it: a view picks or omits its fields, then extends it. */
export function wireOf<S extends z.ZodRawShape>(stored: z.ZodObject<S>) {
  return z.object(wireShape(stored.shape));
}

/** The date codec's encoding: every Date, however deep, as its ISO 8601 string. */
function encode(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
  }
  return value;
}

/**
 * A stored document's values of a view's stored fields (a pick of `wireOf`), encoded for the answer.
 * The fields are the schema's keys, so the view and its values cannot drift apart.
 */
export function storedValues<S extends z.ZodRawShape>(
  fields: z.ZodObject<S>,
  document: { [K in keyof S]?: unknown },
): z.output<z.ZodObject<S>> {
  const values = document as Record<string, unknown>;
  return Object.fromEntries(Object.keys(fields.shape).map((key) => [key, encode(values[key])])) as z.output<z.ZodObject<S>>;
}
