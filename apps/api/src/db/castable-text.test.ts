// The predicates must agree with the database: each text they accept casts without an error on PGlite
// and PostgreSQL, and each they refuse (and a cursor could carry) would have failed or is never written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { isBigintText, isFloatText, isTimestamptzText, isUtcTimestampText } from './castable-text';

const CASES = {
  bigint: {
    accepts: ['0', '-1', '9223372036854775807', '-9223372036854775808', '0009'],
    refuses: ['9223372036854775808', '-9223372036854775809', '-9999999999999999999', '1.5', '1e3', ''],
  },
  'double precision': {
    accepts: ['0', '-0', '0.0e5', '1.5', '.5', '5.', '1e308', '1.7976931348623157e308', '5e-324', '-2.5E-10'],
    refuses: ['1e999', '-1e999', '1e309', '1e-999', '0.1e-400', 'NaN', 'Infinity', '1,5', ''],
  },
  real: {
    accepts: ['0', '3.4e38', '3.4028235e38', '1e-40', '0.061', '-1.25'],
    refuses: ['1e39', '3.5e38', '1e-46', '1e999', ''],
  },
  timestamptz: {
    accepts: [
      '2026-01-31 10:00:00+00',
      '2024-02-29 23:59:59.999999+00',
      '2026-06-01 10:00:00.5-05:30',
      '0001-01-01 00:00:00+00',
      '9999-12-31 23:59:59+15:59',
    ],
    refuses: [
      '2026-02-29 10:00:00+00',
      '1900-02-29 10:00:00+00',
      '2026-04-31 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-00-01 10:00:00+00',
      '2026-01-00 10:00:00+00',
      '0000-01-01 00:00:00+00',
      '2026-01-01 25:00:00+00',
      '2026-01-01 10:60:00+00',
      '2026-01-01 10:00:00+16',
      '2026-01-01 10:00:00+99',
      '2026-01-01',
    ],
  },
} as const;

describe('castable text', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(loadConfig().databaseUrl);
  });
  afterAll(() => database.drop());

  /** Whether the database reads the text as the type; each cast in its own statement. */
  const casts = async (text: string, type: keyof typeof CASES): Promise<boolean> => {
    try {
      await sql`select cast(${text} as ${sql.raw(type)})`.execute(database.database.db);
      return true;
    } catch {
      return false;
    }
  };
  const predicates: Record<keyof typeof CASES, (text: string) => boolean> = {
    bigint: isBigintText,
    'double precision': (text) => isFloatText(text),
    real: (text) => isFloatText(text, true),
    timestamptz: isTimestamptzText,
  };

  it.each(Object.keys(CASES) as (keyof typeof CASES)[])(
    '%s: accepted texts cast; refused ones are refused',
    async (type) => {
      for (const text of CASES[type].accepts) {
        expect(predicates[type](text), `${type} ${text}`).toBe(true);
        expect(await casts(text, type), `${type} ${text} casts`).toBe(true);
      }
      for (const text of CASES[type].refuses) expect(predicates[type](text), `${type} ${text}`).toBe(false);
    },
  );

  it('refuses every text the database cannot cast among the refused ones that look right', async () => {
    // These have the right shape, so only the value check stands between them and a failing cast.
    const lookRight = {
      bigint: ['9223372036854775808', '-9999999999999999999'],
      'double precision': ['1e999', '1e-999'],
      real: ['1e39', '1e-46'],
      timestamptz: ['2026-02-29 10:00:00+00', '0000-01-01 00:00:00+00', '2026-01-01 10:00:00+99'],
    } as const;
    for (const [type, texts] of Object.entries(lookRight) as [keyof typeof CASES, readonly string[]][])
      for (const text of texts) expect(await casts(text, type), `${type} ${text}`).toBe(false);
  });

  it('reads the UTC cursor form of timestamps, real dates only', () => {
    expect(isUtcTimestampText('2024-02-29T23:59:59.999999Z')).toBe(true);
    for (const text of [
      '2026-02-29T10:00:00.000000Z',
      '2026-01-01T24:00:00.000000Z',
      '2026-01-01T10:00:00Z',
      '2026-01-01 10:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
    ])
      expect(isUtcTimestampText(text), text).toBe(false);
  });
});
