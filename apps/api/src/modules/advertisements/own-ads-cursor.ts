// Opaque keyset position in My ads: the last row's created_at (microseconds, UTC text) and id.
export interface Position {
  at: string;
  id: number;
}

export const encodeCursor = (position: Position): string =>
  Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');

/** Undefined for anything that is not a cursor this API handed out. */
export function decodeCursor(cursor: string): Position | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at)) return undefined;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
    return { at, id };
  } catch {
    return undefined;
  }
}
