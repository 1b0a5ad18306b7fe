/** Days are Amsterdam's (UI.md: times in Europe/Amsterdam), whatever the device's zone. */
const TIME_ZONE = 'Europe/Amsterdam';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the instant in Amsterdam. */
export const amsterdamDay = (date: Date): string => dayFormat.format(date);

/** The calendar day before `day` (not 24 hours earlier, which misses on the 25-hour day in October). */
const dayBefore = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) - 1)).toISOString().slice(0, 10);
};

export type DayName = 'today' | 'yesterday' | 'thisYear' | 'older';

/** How a day separator names `day`: 'Vandaag', 'Gisteren', or a date (with the year when not this one). */
export function dayName(day: string, now: Date): DayName {
  const today = amsterdamDay(now);
  if (day === today) return 'today';
  if (day === dayBefore(today)) return 'yesterday';
  return day.slice(0, 4) === today.slice(0, 4) ? 'thisYear' : 'older';
}

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/** Messages in order, grouped by their Amsterdam day. */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = amsterdamDay(new Date(item.createdAt));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
