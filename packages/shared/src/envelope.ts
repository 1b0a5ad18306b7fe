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
