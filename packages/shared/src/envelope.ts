import { z } from 'zod';

/** Success shape of every endpoint: `{ data, message }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().nullable() });

/** The `data` of calls that answer only with a message. */
export const noDataSchema = z.null();

/** Success shape of list endpoints with keyset pagination. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    message: z.string().nullable(),
    nextCursor: z.string().nullable(),
    total: z.number().int().nonnegative().optional(),
  });

/** What `listEnvelope(item)` checks, for a reader that names the item's type rather than its schema. */
export interface ListPage<T> {
  data: T[];
  message: string | null;
  nextCursor: string | null;
  total?: number;
}
