// Values no client should send: wrong types, ids beyond PostgreSQL's integer, numbers
// beyond a double, NaN-like text, NUL bytes, lone surrogates, very long text, deep nesting, operator
// objects, and keyset cursors forged with any of those inside.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { encodeCursor } from '../db/keyset-cursor';
import type { KeyValue } from '../db/keyset-cursor';

const LONG = 'x'.repeat(100_000);

export const HOSTILE_SCALARS: unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  1e20,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  5e-324,
  0,
  -1,
  1.5,
  '2147483648',
  '99999999999999999999',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x1F',
  ' 1',
  '1 ',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff\ufffe',
  '😀'.repeat(500),
  LONG,
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'null',
  '__proto__',
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  ['a', null],
  { $gt: 1 },
  { __proto__: { polluted: true } },
];

export const hostileScalar: Arbitrary<unknown> = fc.constantFrom(...HOSTILE_SCALARS);

/** A value nested `depth` levels deep in arrays or objects. */
export const deeplyNested = (depth: number, asArray: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

const CURSOR_LISTS = [
  'home:newest',
  'home:cheapest',
  'home:mostExpensive',
  'home:trending',
  'search:newest',
  'search:relevance',
  'search:cheapest',
  'booths',
  'own-ads',
  'wishList',
  'lastVisits',
  'conversations',
  'messages',
];

const cursorKey: Arbitrary<KeyValue> = fc.oneof(
  fc.constantFrom<KeyValue>(
    '2026-02-30 10:00:00+00',
    '2026-01-01T24:00:00.000000Z',
    '0000-01-01 00:00:00+00',
    '99999999999999999999',
    '1e999',
    '-1e999',
    'NaN',
    'a\u0000b',
    null,
    2_147_483_648,
    Number.MAX_VALUE,
    '',
  ),
  fc.string({ maxLength: 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Cursors well-formed or not: junk base64, any JSON, and lists' cursors with forged keys and ids. */
export const forgedCursor: Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.base64String({ maxLength: 80 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  fc
    .tuple(
      fc.constantFrom(...CURSOR_LISTS),
      fc.array(cursorKey, { maxLength: 3 }),
      fc.oneof(fc.integer(), fc.constantFrom(2_147_483_648, 1e20, 0, -1)),
    )
    .map(([list, key, id]) => encodeCursor(list, { key, id })),
  fc.constantFrom(
    Buffer.from('["home:newest",["2026-01-01 10:00:00+00"],1e999]').toString('base64url'),
    Buffer.from('["booths",[{"a":1}],1]').toString('base64url'),
    Buffer.from('["booths",[],1,2]').toString('base64url'),
  ),
);
