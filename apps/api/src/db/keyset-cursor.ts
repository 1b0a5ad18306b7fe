// Opaque keyset cursors for every paged list (booths, My ads, the public lists of ads): the list's name
// and the last row's sort key and id, base64url JSON. A cursor only fits the list it came from, and a
// list checks that its SQL type reads the key back before it reaches SQL, and the id must fit the
// id column; anything else is refused as an invalid value (400), never a failing cast (500).
import { INT4_MAX } from '@kraam/shared';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { AppError } from '../plugins/app-error';
import { isUtcTimestampText } from './castable-text';

export type KeyValue = number | string | null;

export interface Position {
  key: KeyValue[];
  id: number;
}

export const encodeCursor = (list: string, position: Position): string =>
  Buffer.from(JSON.stringify([list, position.key, position.id])).toString('base64url');

const isKeyValue = (value: unknown): value is KeyValue =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

function parse(cursor: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) && value.length === 3 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The name of the list a cursor says it came from; undefined when it is no cursor. */
export function cursorList(cursor: string): string | undefined {
  const name = parse(cursor)?.[0];
  return typeof name === 'string' ? name : undefined;
}

function decode(list: string, cursor: string, maxId: number): Position | undefined {
  const [name, key, id] = parse(cursor) ?? [];
  if (name !== list || !Array.isArray(key) || !key.every(isKeyValue)) return undefined;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > maxId) return undefined;
  return { key, id };
}

/**
 * The position a `cursor` query parameter stands for (none when absent); 400 with a field error when it
 * is not one of this list's cursors, `accepts` refuses its key or its id is beyond `maxId` (the id
 * column's type: integer unless told otherwise).
 */
export function positionFromQuery(
  list: string,
  cursor: string | undefined,
  accepts: (key: KeyValue[]) => boolean,
  maxId: number = INT4_MAX,
): Position | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const position = decode(list, cursor, maxId);
  if (!position || !accepts(position.key))
    throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { cursor: ['INVALID'] });
  return position;
}

/** A timestamp column as a cursor key: UTC text to the microsecond, so no row is skipped or repeated. */
export const timestampKey = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Accepts the key of a list ordered by one timestampKey. */
export const isTimestampKey = (key: KeyValue[]): boolean =>
  key.length === 1 && typeof key[0] === 'string' && isUtcTimestampText(key[0]);
