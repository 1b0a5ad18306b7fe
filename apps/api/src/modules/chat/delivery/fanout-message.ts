// What API instances tell each other on the one Redis channel: a push (the finished hub record and
// the users it is for) or a user whose sessions were revoked. Anything else on the channel is dropped.
import { z } from 'zod';

const userId = z.number().int().positive();

const fanoutMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('push'),
    /** The instance that published it; it has already delivered to its own connections. */
    from: z.string(),
    users: z.array(userId).max(10_000),
    record: z.string(),
  }),
  z.object({ kind: z.literal('revoked'), from: z.string(), user: userId }),
]);

export type FanoutMessage = z.infer<typeof fanoutMessageSchema>;

export const encodeFanoutMessage = (message: FanoutMessage): string => JSON.stringify(message);

export function decodeFanoutMessage(text: string): FanoutMessage | undefined {
  try {
    const parsed = fanoutMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
