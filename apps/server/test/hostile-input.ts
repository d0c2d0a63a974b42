/**
 * Inputs for the OpenAPI fuzz test: a plausible value for any schema of the document (so that one
 * hostile field at a time reaches past the others), the places a value can go, and the hostile
 * shapes themselves. Everything is chosen by a seeded generator, so a failure repeats exactly.
 */

/** The subset of an OpenAPI 3.0 schema that @fastify/swagger writes for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  format?: string;
}

/** mulberry32: a small, well-mixed generator from a 32-bit seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const typeOf = (schema: JsonSchema) =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).find((t) => t && t !== 'null');

const alternatives = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

function sampleNumber(schema: JsonSchema) {
  const low = typeof schema.minimum === 'number' ? schema.minimum : 1;
  const above = schema.exclusiveMinimum === true ? 1 : 0;
  return Math.min(Math.max(1, low + above), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

function sampleString(schema: JsonSchema) {
  if (schema.format === 'email') return 'fuzz@example.test';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uri') return 'https://example.test/a';
  // Passes most of our text rules at once: a name, an e-mail username, a password with a digit.
  return 'fuzz1@example.test'.padEnd(schema.minLength ?? 0, 'z');
}

/**
 * A value the schema is likely to accept: required properties only (the contract fills in its
 * defaults), defaults, first enum members, minimal sizes.
 */
export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if (schema.default !== undefined && !Array.isArray(schema.default)) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = alternatives(schema);
  if (choices?.[0]) return sampleOf(choices.find((c) => typeOf(c)) ?? choices[0], depth);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, s]) => [key, sampleOf(s, depth + 1)]),
      );
    case 'array':
      if (!schema.items || depth > 6) return [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(schema.items ?? {}, depth + 1),
      );
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

export type Path = (string | number)[];
export interface Slot {
  path: Path;
  kind: 'number' | 'string' | 'structure' | 'other';
}

/** Every place in a body a value can go, with what the schema expects there. */
export function slotsOf(schema: JsonSchema, path: Path = [], depth = 0): Slot[] {
  const choice = alternatives(schema)?.find((c) => typeOf(c));
  if (choice) return slotsOf(choice, path, depth);
  const type = typeOf(schema);
  if (type === 'object' || type === 'array') {
    const own: Slot[] = path.length ? [{ path, kind: 'structure' }] : [];
    if (depth > 5) return own;
    if (type === 'array')
      return schema.items ? [...own, ...slotsOf(schema.items, [...path, 0], depth + 1)] : own;
    return [
      ...own,
      ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
        slotsOf(s, [...path, key], depth + 1),
      ),
    ];
  }
  if (type === 'integer' || type === 'number') return [{ path, kind: 'number' }];
  if (type === 'string') return [{ path, kind: 'string' }];
  return [{ path, kind: 'other' }];
}

/** A copy of `value` with `replacement` at `path` (arrays and objects made where missing). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, replacement);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return {
    ...object,
    [head]: withValueAt((object as Record<string, unknown>)[head], rest, replacement),
  };
}

// Raw JSON that JSON.stringify would not write: markers in the value, swapped in the text.
const DEEP_MARKER = '\u0001deep\u0001';
const PROTO_MARKER = '\u0001proto\u0001';
export const DEEP_LEVELS = 5_000;
const DEEP_JSON = `${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`;
const PROTO_JSON =
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"a":1}';

/** The request text of a body holding hostile markers. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(DEEP_MARKER), DEEP_JSON)
    .replaceAll(JSON.stringify(PROTO_MARKER), PROTO_JSON);
}

export const NUL = 'a\u0000b';
export const LONG_TEXT = 'x'.repeat(100_000);
const BAD_NUMBERS = [2_147_483_648, 1e9, -1, 1.5, 'NaN', -2_147_483_649, 1e308, 2 ** 53 + 2];
const BAD_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://example.test/a.png" onerror="alert(1)',
  'http://',
];
const BAD_TEXTS = [LONG_TEXT, NUL, '', ...BAD_URLS];
const BAD_STRUCTURES = [[], {}, [{}], PROTO_MARKER, DEEP_MARKER];
const WRONG_TYPES = [true, null, 'x', 1, [1], { a: 1 }];
const EVERY_SHAPE = [...BAD_NUMBERS, ...BAD_TEXTS, ...BAD_STRUCTURES, ...WRONG_TYPES];

/** Hostile values for one slot: those aimed at its type, and `extra` drawn from all the others. */
export function hostileValuesFor(kind: Slot['kind'], random: () => number, extra = 2): unknown[] {
  const aimed =
    kind === 'number'
      ? BAD_NUMBERS
      : kind === 'string'
        ? BAD_TEXTS
        : kind === 'structure'
          ? BAD_STRUCTURES
          : WRONG_TYPES;
  const drawn = Array.from(
    { length: extra },
    () => EVERY_SHAPE[Math.floor(random() * EVERY_SHAPE.length)],
  );
  return [...aimed, ...drawn];
}

/** Whole bodies of the wrong shape, as request text. */
export function hostileBodyTexts(base: unknown): string[] {
  const texts = [DEEP_JSON, PROTO_JSON, `[${jsonText(base)}]`, 'null', '"x"', '1e309', '[]'];
  if (base && typeof base === 'object' && !Array.isArray(base) && Object.keys(base).length) {
    texts.push(`{"__proto__":{"polluted":"yes"},${jsonText(base).slice(1)}`);
  }
  return texts;
}

/** Hostile text for a path parameter or a query value (already URL-encoded where needed). */
export const HOSTILE_URL_VALUES = [
  '2147483648',
  '1e9',
  '-1',
  '1.5',
  'NaN',
  '99999999999999999999',
  '%00',
  'a%00b',
  encodeURIComponent('javascript:alert(1)'),
  encodeURIComponent('"><script>alert(1)</script>'),
  '__proto__',
  'x'.repeat(2_000),
];
