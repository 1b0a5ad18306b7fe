// Opaque keyset cursors: the list's name and the last row's sort key and id, base64url JSON. A cursor
// only fits the list it came from; anything else is refused as an invalid value.
import { AppError } from '../../plugins/app-error';

export type KeyValue = number | string | null;

export interface Position {
  key: KeyValue[];
  id: number;
}

export const encodeCursor = (list: string, position: Position): string =>
  Buffer.from(JSON.stringify([list, position.key, position.id])).toString('base64url');

const isKeyValue = (value: unknown): value is KeyValue =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

function decode(list: string, cursor: string): Position | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [name, key, id] = value as unknown[];
    if (name !== list || !Array.isArray(key) || !key.every(isKeyValue)) return undefined;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
    return { key, id };
  } catch {
    return undefined;
  }
}

/** The position a `cursor` query parameter stands for; 400 with a field error when it is not ours. */
export function positionFromQuery(list: string, cursor: string | undefined): Position | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const position = decode(list, cursor);
  if (!position) throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { cursor: ['INVALID'] });
  return position;
}
