// The requests the validator fuzzing sends to one route: values its schema accepts, and hostile
// mutations of them (a field of the wrong type or beyond its range, arrays for scalars, unknown and
// deep fields, missing ones, forged cursors) and of the request itself (empty body, broken JSON, wrong
// content type, junk in the query string).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { deeplyNested, forgedCursor, hostileScalar } from './hostile-values';
import type { FuzzRoute } from './route-table';
import type { Example } from './fuzz-examples';
import { exampleArbitrary, schemaArbitrary } from './schema-arbitrary';
import type { JsonSchema } from './schema-arbitrary';

export interface FuzzRequest {
  /** What kind of input this is, e.g. 'valid' or 'body: wrong type'. */
  kind: string;
  url: string;
  payload?: string;
  contentType?: string;
}

type Fields = Record<string, unknown>;
type Mutation = (fields: Fields, pick: number, junk: unknown) => unknown;

const EMPTY_OBJECT: JsonSchema = { type: 'object', properties: {} };
const keysOf = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {});
const nth = <T>(items: T[], pick: number): T | undefined =>
  items.length === 0 ? undefined : items[pick % items.length];

/** Mutations of an object of fields, each named; `pick` chooses the field, `junk` the value. */
function fieldMutations(keys: string[]): Record<string, Mutation> {
  const field = (pick: number) => nth(keys, pick) ?? 'unknownField';
  return {
    'wrong type': (fields, pick, junk) => ({ ...fields, [field(pick)]: junk }),
    'array for scalar': (fields, pick, junk) => ({ ...fields, [field(pick)]: [fields[field(pick)], junk] }),
    'unknown field': (fields, pick, junk) => ({ ...fields, [`extra${pick % 3}`]: junk, constructor: junk }),
    'deep nesting': (fields, pick) => ({ ...fields, [field(pick)]: deeplyNested(2_000, pick % 2 === 0) }),
    'missing field': (fields, pick) => {
      const rest = { ...fields };
      delete rest[field(pick)];
      return rest;
    },
    'whole value replaced': (_fields, _pick, junk) => junk,
  };
}

/** Query text for a value: scalars as text, arrays as repeated keys, objects as JSON. */
function queryText(value: unknown): string {
  if (value === undefined) return '';
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as raw bytes
    }
  };
  if (typeof value === 'string') return encode(value);
  if (value === null || typeof value !== 'object') return encode(JSON.stringify(value) ?? '');
  return encode(JSON.stringify(value));
}

export function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return value === undefined ? '' : `value=${queryText(value)}`;
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const items = Array.isArray(item) ? (item as unknown[]) : [item];
    for (const one of items) pairs.push(`${encodeURIComponent(key)}=${queryText(one)}`);
  }
  return pairs.join('&');
}

function pathWith(route: FuzzRoute, params: unknown): string {
  const values = (params ?? {}) as Fields;
  return route.url.replace(/:(\w+)/g, (_match, name: string) => queryText(values[name] ?? 'x') || 'x');
}

const RAW_QUERIES = ['%', '%E0%A4%A', '&&&==&', 'a[b][c]=1', '%00=%00', `id=${'9'.repeat(5_000)}`];
const RAW_BODIES: [kind: string, payload: string, contentType: string][] = [
  ['empty body', '', 'application/json'],
  ['broken JSON', '{"a":', 'application/json'],
  ['JSON with a __proto__ key', '{"__proto__":{"admin":true}}', 'application/json'],
  ['JSON with a constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['NUL in JSON text', '{"a":"\u0000"}', 'application/json'],
  ['wrong content type: text', '{"a":1}', 'text/plain'],
  ['wrong content type: form', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ['wrong content type: xml', '<a>1</a>', 'application/xml'],
  ['multipart without a boundary', '--x\r\n\r\n', 'multipart/form-data'],
  ['multipart, broken', '--b\r\nContent-Disposition: form-data\r\n\r\n', 'multipart/form-data; boundary=b'],
  ['JSON as UTF-16', '{"a":1}', 'application/json; charset=utf-16'],
  ['body over the limit', `{"a":"${'x'.repeat(1_100_000)}"}`, 'application/json'],
];

const withBody = (route: FuzzRoute) => route.method === 'POST' || route.method === 'PUT';

/** Values the route's schemas accept. */
export function validRequests(route: FuzzRoute, example: Example = {}): Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      schemaArbitrary(route.params ?? EMPTY_OBJECT),
      exampleArbitrary(route.querystring ?? EMPTY_OBJECT, example.query),
      exampleArbitrary(route.body ?? EMPTY_OBJECT, example.body),
    )
    .map(([params, query, body]) => {
      const qs = queryString(query);
      return {
        kind: 'valid',
        url: `${pathWith(route, params)}${qs ? `?${qs}` : ''}`,
        ...(withBody(route) ? { payload: JSON.stringify(body), contentType: 'application/json' } : {}),
      };
    });
}

/** Hostile mutations of valid requests to the route. */
export function hostileRequests(route: FuzzRoute, example: Example = {}): Arbitrary<FuzzRequest> {
  const queryMutations = fieldMutations([...keysOf(route.querystring), 'cursor']);
  const bodyMutations = fieldMutations(keysOf(route.body));
  const paramMutations = fieldMutations(keysOf(route.params));
  const base = validRequests(route, example);
  const parts = fc.tuple(
    schemaArbitrary(route.params ?? EMPTY_OBJECT),
    exampleArbitrary(route.querystring ?? EMPTY_OBJECT, example.query),
    exampleArbitrary(route.body ?? EMPTY_OBJECT, example.body),
    fc.nat(),
    hostileScalar,
  );
  const mutated = (
    target: 'query' | 'body' | 'params',
    mutations: Record<string, Mutation>,
  ): Arbitrary<FuzzRequest> =>
    fc
      .tuple(parts, fc.constantFrom(...Object.keys(mutations)), forgedCursor, fc.boolean())
      .map(([[params, query, body, pick, junk], name, cursor, useCursor]) => {
        const mutate = mutations[name] as Mutation;
        const value = (fields: unknown) => mutate(fields as Fields, pick, useCursor ? cursor : junk);
        const qs = queryString(target === 'query' ? value(query) : query);
        const path = pathWith(route, target === 'params' ? value(params) : params);
        const json = target === 'body' ? value(body) : body;
        return {
          kind: `${target}: ${name}`,
          url: `${path}${qs ? `?${qs}` : ''}`,
          ...(withBody(route) || target === 'body'
            ? { payload: JSON.stringify(json) ?? '', contentType: 'application/json' }
            : {}),
        };
      });
  const rawQuery = fc.tuple(base, fc.constantFrom(...RAW_QUERIES)).map(([request, junk]) => ({
    ...request,
    kind: 'query: raw junk',
    url: `${request.url}${request.url.includes('?') ? '&' : '?'}${junk}`,
  }));
  const rawBody = fc.tuple(base, fc.constantFrom(...RAW_BODIES)).map(([request, [kind, payload, type]]) => ({
    ...request,
    kind: `body: ${kind}`,
    payload,
    contentType: type,
  }));
  return fc.oneof(
    mutated('query', queryMutations),
    mutated('body', bodyMutations),
    ...(route.params ? [mutated('params', paramMutations)] : []),
    rawQuery,
    rawBody,
  );
}
