/** The units an ad's age is told in, smallest first, with their length in seconds. */
const UNITS = [
  ['second', 1],
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 604_800],
  ['month', (86_400 * 365) / 12],
  ['year', 86_400 * 365],
] as const;

export type AgoUnit = (typeof UNITS)[number][0];

/**
 * How long ago `date` was, as next-intl's `relativeTime` told it before (the largest unit that fits, the
 * count rounded): 'now' under half a second. A date ahead of `now` (clocks apart) counts as now.
 */
export function timeAgo(date: Date, now: Date): { unit: AgoUnit; count: number } | 'now' {
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  let [unit, length]: (typeof UNITS)[number] = UNITS[0];
  for (const candidate of UNITS) if (seconds >= candidate[1]) [unit, length] = candidate;
  const count = Math.round(seconds / length);
  return count === 0 ? 'now' : { unit, count };
}
