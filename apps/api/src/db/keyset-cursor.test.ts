import { describe, expect, it } from 'vitest';
import { AppError } from '../plugins/app-error';
import { encodeCursor, isTimestampKey, positionFromQuery } from './keyset-cursor';

const any = () => true;

describe('keyset cursors', () => {
  it('read back the position they were made from, only for their own list', () => {
    const cursor = encodeCursor('booths', { key: ['2026-11-22T10:00:00.123456Z'], id: 7 });
    expect(positionFromQuery('booths', cursor, isTimestampKey)).toEqual({
      key: ['2026-11-22T10:00:00.123456Z'],
      id: 7,
    });
    expect(() => positionFromQuery('own-ads', cursor, isTimestampKey)).toThrow(AppError);
  });

  it('are absent without a cursor and refused when forged or when the list refuses the key', () => {
    expect(positionFromQuery('booths', undefined, any)).toBeUndefined();
    expect(positionFromQuery('booths', '', any)).toBeUndefined();
    for (const forged of ['nonsense', Buffer.from('[1,2]').toString('base64url')])
      expect(() => positionFromQuery('booths', forged, any)).toThrow(AppError);
    const badId = Buffer.from(JSON.stringify(['booths', ['x'], 0])).toString('base64url');
    expect(() => positionFromQuery('booths', badId, any)).toThrow(AppError);
    const yesterday = encodeCursor('booths', { key: ['yesterday'], id: 3 });
    expect(() => positionFromQuery('booths', yesterday, isTimestampKey)).toThrow(AppError);
    const leapDay = encodeCursor('booths', { key: ['2026-02-29T10:00:00.000000Z'], id: 3 });
    expect(() => positionFromQuery('booths', leapDay, isTimestampKey)).toThrow(AppError);
  });

  it('refuse an id beyond the id column: integer unless the list says otherwise', () => {
    const beyondInteger = encodeCursor('messages', { key: [], id: 2 ** 31 });
    expect(() => positionFromQuery('messages', beyondInteger, any)).toThrow(AppError);
    expect(positionFromQuery('messages', beyondInteger, any, Number.MAX_SAFE_INTEGER)?.id).toBe(2 ** 31);
    const largest = encodeCursor('booths', { key: [], id: 2 ** 31 - 1 });
    expect(positionFromQuery('booths', largest, any)?.id).toBe(2 ** 31 - 1);
  });
});
