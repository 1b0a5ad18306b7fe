import { describe, expect, it } from 'vitest';
import { INT4_MAX, parseIdSegment } from './ids';
import { idParamSchema, idSchema, plainTextSchema } from './input-fields';

describe('id building blocks', () => {
  it('take every PostgreSQL integer id and nothing beyond', () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(idParamSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [INT4_MAX + 1, 0, -1, 1.5])
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    for (const value of ['2147483648', '99999999999999999999', '1e999', '0', 'abc'])
      expect(idParamSchema.safeParse(value).success, value).toBe(false);
  });

  it('read a path segment as an id only when it is plain digits within range', () => {
    expect(parseIdSegment('12')).toBe(12);
    expect(parseIdSegment('2147483647')).toBe(INT4_MAX);
    for (const segment of ['2147483648', '9999999999', 'abc', '0', '012', '1e3', ' 1', '-1', '1.0', ''])
      expect(parseIdSegment(segment), segment).toBeNull();
  });
});

describe('plainTextSchema', () => {
  it('trims and refuses a NUL character with its own field key', () => {
    expect(plainTextSchema.parse('  fiets  ')).toBe('fiets');
    const refused = plainTextSchema.max(10).safeParse('a\u0000b');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['INVALID_CHARACTERS']);
  });

  it('refuses half of an emoji, which jsonb cannot store, and keeps a whole one', () => {
    for (const text of ['\ud800', 'a\udc00b', '\ud83d'])
      expect(
        plainTextSchema.safeParse(text).error?.issues.map((issue) => issue.message),
        text,
      ).toEqual(['INVALID_CHARACTERS']);
    expect(plainTextSchema.parse('fiets 🚲')).toBe('fiets 🚲');
  });

  it('keeps the length rules added to it', () => {
    const title = plainTextSchema.min(1, { message: 'REQUIRED' }).max(3);
    expect(title.safeParse('   ').error?.issues.map((issue) => issue.message)).toEqual(['REQUIRED']);
    expect(title.safeParse('abcd').success).toBe(false);
  });
});
