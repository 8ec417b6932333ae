/**
 * Inputs for the fuzzer (functions/src/app/fuzzRouteTable.ts) derived from a contract's zod schemas:
 * `z.toJSONSchema` describes what a part of the request should look like, and this module turns
 * that description into fast-check arbitraries. `validOf` builds values that follow it (objects
 * with their required properties and some optional ones, strings within their lengths, enums,
 * patterns and formats, numbers within their bounds, small arrays); `nearValidOf` mixes them with
 * one mutation each (a field dropped, added or of the wrong type, a value just outside its bounds,
 * an oversized string), so that requests reach the handlers and the edges of their validation.
 */
import { execFileSync } from 'node:child_process';

import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contracts' schemas. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/** A zod schema as JSON Schema, as a client sends it (defaults may be left out); unrepresentable parts accept anything. */
export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Strings worth trying where a string is expected: the ids of documents that exist. */
export type Known = readonly string[];

/** Generated strings stay short unless a length bound asks otherwise: bodies must stay well below the API's 100 KB. */
const TYPICAL_LENGTH = 30;
/** Arrays likewise: the meal plans nest four levels. */
const TYPICAL_ITEMS = 2;
/** An oversized string: beyond every maxLength of the contracts, still far below the body limit. */
const OVERSIZED = 60_000;
const DAY_MS = 86_400_000;

/** One UTF-16 unit per character, so lengths count as zod counts them: printable ASCII, or any BMP letter. */
const asciiChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const bmpChar = fc.integer({ min: 0xa0, max: 0xd7ff }).map((code) => String.fromCharCode(code));
const charOf = fc.oneof({ arbitrary: asciiChar, weight: 4 }, { arbitrary: bmpChar, weight: 1 });

/** Values of every JSON type, to put where another is expected. */
const wrongTypes = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, '', 'x', '0', 'true', [], [1], {}, { a: 1 });

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * The shapes dates and times take (a day, a booking's start, an opening hour), of a date near
 * today: offered where a pattern accepts them, since a pattern's random match (9999-99-99) is
 * rarely a date the handlers take.
 */
const SHAPES: ((date: Date) => string)[] = [
  (date) => date.toISOString(),
  (date) => `${date.toISOString().slice(0, 19)}Z`,
  (date) => date.toISOString().slice(0, 10),
  (date) => date.toISOString().slice(11, 16),
  (date) => `${date.toISOString().slice(11, 13)}:${['00', '15', '30', '45'][date.getUTCMinutes() % 4]}`,
];
const nearToday = fc.date({ min: new Date(Date.now() - 60 * DAY_MS), max: new Date(Date.now() + 60 * DAY_MS), noInvalidDate: true });
const SAMPLE_DAY = new Date(Date.UTC(2025, 2, 14, 9, 30));

/** Dates near today in every shape the test accepts, or undefined if it accepts none. */
function shapedDates(accepts: (value: string) => boolean): fc.Arbitrary<string> | undefined {
  const shapes = SHAPES.filter((shape) => accepts(shape(SAMPLE_DAY)));
  return shapes.length ? fc.tuple(nearToday, fc.constantFrom(...shapes)).map(([date, shape]) => shape(date)) : undefined;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  uri: fc.webUrl(),
  // Plain addresses the API's stricter check takes, at a domain that receives no mail.
  email: fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,14}$/), fc.constantFrom('prova.test', 'esempio.test'))
    .map(([local, domain]) => `${local}@${domain}`),
  'date-time': shapedDates((value) => value.length > 16 && value.includes('T'))!,
  date: shapedDates((value) => /^\d{4}-\d{2}-\d{2}$/.test(value))!,
};

function validString(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, TYPICAL_LENGTH);
  const fits = (value: string) => value.length >= min && value.length <= max;
  const format = schema.format === undefined ? undefined : FORMATS[schema.format];
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  const accepted = known.filter((value) => fits(value) && (!pattern || pattern.test(value)));
  // Ids of documents that exist take a request past "not found", to the handler's own checks.
  const existing = accepted.length ? [{ arbitrary: fc.constantFrom(...accepted), weight: 2 }] : [];
  if (pattern) {
    // A random match may miss the lengths (then it is one more near-valid value).
    const dates = shapedDates((value) => pattern.test(value) && fits(value));
    return fc.oneof(
      fc.stringMatching(pattern),
      ...(format ? [format] : []),
      ...(dates ? [{ arbitrary: dates, weight: 3 }] : []),
      ...existing,
    );
  }
  if (format) return format;
  const typical = fc.string({ unit: charOf, minLength: min, maxLength: Math.min(max, min + TYPICAL_LENGTH) });
  // The bounds themselves: the shortest and the longest string the schema accepts.
  const edges = fc.constantFrom(min, max).chain((length) => fc.string({ unit: asciiChar, minLength: length, maxLength: length }));
  return fc.oneof({ arbitrary: typical, weight: 3 }, { arbitrary: edges, weight: 1 }, ...existing);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  if (integer) {
    const min = low === undefined ? -1000 : Math.ceil(low + (schema.exclusiveMinimum !== undefined ? 1 : 0));
    const max = high === undefined ? Math.max(min, 0) + 1000 : Math.floor(high - (schema.exclusiveMaximum !== undefined ? 1 : 0));
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  const min = low ?? -1000;
  const max = high ?? min + 2000;
  const range = fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
  });
  const edges = [schema.minimum, schema.maximum].filter((edge): edge is number => edge !== undefined);
  return edges.length ? fc.oneof(range, fc.constantFrom(...edges)) : range;
}

function validArray(schema: JsonSchema, known: Known): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? minLength + TYPICAL_ITEMS, minLength + TYPICAL_ITEMS);
  return fc.array(validOf(schema.items ?? {}, known), { minLength, maxLength });
}

/** Formats a property's name tells where its schema does not (a refinement checks them): an e-mail address, a time. */
const NAME_HINTS: [RegExp, string][] = [
  [/e-?mail/i, 'email'],
  [/At$/, 'date-time'],
];

function hinted(name: string, property: JsonSchema): JsonSchema {
  const format = NAME_HINTS.find(([hint]) => hint.test(name))?.[1];
  return format && property.type === 'string' && property.format === undefined ? { ...property, format } : property;
}

function validObject(schema: JsonSchema, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validOf(hinted(name, property), known)]));
  // Optional properties come and go, each on its own.
  return fc.record(record, { requiredKeys: required.filter((name) => name in properties) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value the schema accepts (as far as JSON Schema tells: zod's refinements are not in it). */
export function validOf(schema: JsonSchema, known: Known = []): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => validOf(branch, known)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validOf({ ...schema, type }, known)));
  switch (types[0]) {
    case 'string':
      return validString(schema, known);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return validArray(schema, known);
    case 'object':
      return validObject(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values just outside a leaf's bounds, of the wrong type, or oversized. */
function invalidLeafOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const outside: unknown[] = [];
  const types = typesOf(schema);
  if (types.includes('string') || schema.pattern !== undefined) {
    if (schema.minLength) outside.push('a'.repeat(schema.minLength - 1));
    if (schema.maxLength !== undefined) outside.push('a'.repeat(schema.maxLength + 1));
    outside.push(' ', 'x'.repeat(OVERSIZED), '\u0000', '<script>', '../..', '%00', '\ud800');
  }
  if (types.includes('integer') || types.includes('number')) {
    for (const edge of [schema.minimum, schema.exclusiveMinimum]) if (edge !== undefined) outside.push(edge - 1, edge - 0.5);
    for (const edge of [schema.maximum, schema.exclusiveMaximum]) if (edge !== undefined) outside.push(edge + 1, edge + 0.5);
    outside.push(-0, Number.MAX_SAFE_INTEGER + 2, -1e21, 0.1);
  }
  if (schema.enum || schema.const !== undefined) {
    const known = schema.enum ?? [schema.const];
    outside.push(...known.filter((value) => typeof value === 'string').map((value) => `${value as string}x`.toUpperCase()), 'altro?');
  }
  if (types.includes('array')) {
    if (schema.minItems) outside.push([]);
    if (schema.maxItems !== undefined) outside.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  }
  return outside.length ? fc.oneof(fc.constantFrom(...outside), wrongTypes) : wrongTypes;
}

/** A value the schema accepts but for one thing, somewhere inside it. */
export function mutatedOf(schema: JsonSchema, known: Known = []): fc.Arbitrary<unknown> {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => mutatedOf(branch, known)));
  const types = typesOf(schema);
  if (types.includes('object') && schema.properties) {
    const properties = schema.properties;
    const base = validObject(schema, known);
    const mutations: fc.Arbitrary<unknown>[] = [
      invalidLeafOf(schema),
      // An unknown field: zod strips it, or refuses it where the object is strict.
      fc.tuple(base, fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })).map(([value, key, extra]) => ({
        ...value,
        [key in properties ? `${key}_` : key]: extra,
      })),
    ];
    const required = (schema.required ?? []).filter((name) => name in properties);
    if (required.length) mutations.push(fc.tuple(base, fc.constantFrom(...required)).map(([value, dropped]) => omit(value, dropped)));
    for (const [name, property] of Object.entries(properties))
      mutations.push(fc.tuple(base, mutatedOf(property, known)).map(([value, broken]) => ({ ...value, [name]: broken })));
    return fc.oneof(...mutations);
  }
  if (types.includes('array') && schema.items) {
    const items = schema.items;
    const oneBroken = fc
      .tuple(validArray(schema, known), mutatedOf(items, known))
      .chain(([array, broken]) => fc.nat({ max: array.length }).map((at) => [...array.slice(0, at), broken, ...array.slice(at + 1)]));
    return fc.oneof(invalidLeafOf(schema), oneBroken);
  }
  return invalidLeafOf(schema);
}

function omit(value: Record<string, unknown>, name: string): Record<string, unknown> {
  const rest = { ...value };
  delete rest[name];
  return rest;
}

/** What the fuzzer sends for a part of a request: values the schema accepts, and values it almost accepts. */
export const nearValidOf = (schema: JsonSchema, known: Known = []): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: validOf(schema, known), weight: 1 }, { arbitrary: mutatedOf(schema, known), weight: 1 });

/** URLs stay below Node's 16 KB limit of a request's head, whose refusal is not the app's. */
const URL_TEXT_LIMIT = 2000;

/**
 * A query string or path parameter carries text only: numbers and booleans as they print, arrays
 * as repeated keys, anything else as its JSON; each cut to a length a URL can carry, a lone
 * surrogate (which no URL can encode) replaced as browsers replace it.
 */
export function asText(value: unknown): string | string[] {
  const text = (item: unknown) =>
    (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')).slice(0, URL_TEXT_LIMIT).replace(/\p{Surrogate}/gu, '\ufffd');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? value.slice(0, 5).map(text) : text(value);
}

/** The seed when git cannot name the commit (an exported tree). */
export const FALLBACK_SEED = 20_240_601;

/** A commit hash as a 31-bit seed: its first 32 bits, less the top one. */
export const seedOf = (commit: string): number => Number.parseInt(commit.slice(0, 8), 16) & 0x7fffffff;

/**
 * The fuzzer's seed: the checked-out commit's, so a rerun of a commit sends the very same
 * requests, and a new commit samples new ones.
 */
export function commitSeed(): number {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{8}/i.test(head) ? seedOf(head) : FALLBACK_SEED;
  } catch {
    return FALLBACK_SEED;
  }
}
