// What a buyer checks about a seller before travelling (decision 0047): since when they are a member, how many
// sales they completed, how fast they usually answer, and whether their email address is confirmed. On the
// public booth answer and the ad answer's booth.
import { z } from 'zod';

/** 'Reageert meestal binnen een uur / enkele uren / een dag': the median first reply, at most this many hours. */
export const RESPONSE_TIME_HOURS = { hour: 1, hours: 6, day: 24 } as const;
export const RESPONSE_TIMES = ['hour', 'hours', 'day'] as const;
export type ResponseTime = (typeof RESPONSE_TIMES)[number];
/** The badge needs the seller to have answered at least this many conversations of the last window. */
export const RESPONSE_TIME_MIN_CONVERSATIONS = 5;
export const RESPONSE_TIME_WINDOW_DAYS = 30;

export const sellerSignalsSchema = z.object({
  /** When the seller's account was made. */
  memberSince: z.string(),
  /** Their ads marked sold. */
  completedSales: z.number().int().nonnegative(),
  /** Null below RESPONSE_TIME_MIN_CONVERSATIONS answered conversations, or when it takes longer than a day. */
  responseTime: z.enum(RESPONSE_TIMES).nullable(),
  emailConfirmed: z.boolean(),
});
export type SellerSignals = z.infer<typeof sellerSignalsSchema>;

/** The badge for a median first reply of `hours`, or null beyond a day. */
export function responseTimeOf(hours: number): ResponseTime | null {
  return RESPONSE_TIMES.find((time) => hours <= RESPONSE_TIME_HOURS[time]) ?? null;
}
