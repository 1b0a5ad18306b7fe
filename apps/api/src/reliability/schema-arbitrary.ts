// JSON schema (from zod 4's z.toJSONSchema) → fast-check arbitrary of values the schema accepts. Only
// the keywords the API's schemas use are mapped; anything else yields any JSON value, which is still a
// fair fuzz input. Ids lean towards small numbers so that generated requests reach existing rows.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** The input side of a zod schema as JSON schema; transforms and refinements are left out. */
export const toJsonSchema = (schema: unknown): JsonSchema =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const anyJson: Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  // Capped so generated bodies stay small; the hostile side sends the long ones.
  const maxLength = Math.min(schema.maxLength ?? 200, minLength + 200);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(maxLength, 20)) }),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : schema.maximum;
  if (integer) {
    const min = Math.max(low ?? -(2 ** 31), Number.MIN_SAFE_INTEGER);
    const max = Math.min(high ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
    const small = fc.integer({ min, max: Math.min(max, min + 60) });
    return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(low === undefined ? {} : { min: low }),
    ...(high === undefined ? {} : { max: high }),
  });
}

/** Refinements JSON schema cannot carry, guessed from the field's name: mostly a well-formed value. */
export function propertyArbitrary(key: string, schema: JsonSchema): Arbitrary<unknown> {
  const plain = schemaArbitrary(schema);
  if (schema.type !== 'string' && !schema.anyOf) return plain;
  if (/email/i.test(key)) return fc.oneof({ arbitrary: fc.emailAddress(), weight: 3 }, plain);
  if (/website|url/i.test(key)) return fc.oneof({ arbitrary: fc.webUrl(), weight: 3 }, plain);
  return plain;
}

function objectArbitrary(schema: JsonSchema): Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, propertyArbitrary(key, value)]),
  );
  const known = fc.record(properties, {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  });
  if (typeof schema.additionalProperties !== 'object') return known;
  const extra = fc.dictionary(
    schema.propertyNames ? stringArbitrary(schema.propertyNames) : fc.string({ maxLength: 20 }),
    schemaArbitrary(schema.additionalProperties),
    { maxKeys: 5 },
  );
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...(a as object) }));
}

export function schemaArbitrary(schema: JsonSchema): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(schemaArbitrary));
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object':
      return objectArbitrary(schema);
    case 'array':
      return fc.array(schema.items ? schemaArbitrary(schema.items) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 8, (schema.minItems ?? 0) + 8),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

/**
 * Values of an object schema that start from a known-good example: the example itself, or the example
 * with one field replaced by any value its schema accepts; now and then a value built from scratch.
 */
export function exampleArbitrary(schema: JsonSchema, example: Record<string, unknown> | undefined) {
  const scratch = schemaArbitrary(schema);
  if (!example) return scratch;
  const varied = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    propertyArbitrary(key, property).map((value) => ({ ...example, [key]: value })),
  );
  return fc.oneof(
    { arbitrary: fc.constant(example), weight: 1 },
    ...varied.map((arbitrary) => ({ arbitrary, weight: 2 })),
    { arbitrary: scratch, weight: 1 },
  );
}
