import { moderationExportQuerySchema, type ModerationCounts } from '@kraam/shared';

/** The first year the console has figures for (the DSA's obligations for all platforms since 2024). */
export const FIRST_FIGURES_YEAR = 2024;

/** The years to choose from: the current one first, back to 2024. */
export function figureYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = Math.max(currentYear, FIRST_FIGURES_YEAR); year >= FIRST_FIGURES_YEAR; year -= 1) {
    years.push(year);
  }
  return years;
}

/** Today's calendar day in Amsterdam (YYYY-MM-DD), where the moderators work. */
export function amsterdamDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The export's default period: the year's first day to today, or to its last day for a past year. */
export function defaultExportRange(year: number, today: string): { from: string; to: string } {
  const end = `${year}-12-31`;
  return { from: `${year}-01-01`, to: today < end ? today : end };
}

export type MedianTime = { unit: 'hours' | 'days'; value: number } | null;

/** The median time to a decision in hours, or in days from 48 hours on; one decimal at most. */
export function medianTime(hours: number | null): MedianTime {
  if (hours === null) return null;
  const round = (value: number) => Math.round(value * 10) / 10;
  return hours >= 48 ? { unit: 'days', value: round(hours / 24) } : { unit: 'hours', value: round(hours) };
}

/** A year without a single notice, decision or appeal: nothing to show but that. */
export function isEmptyYear(counts: ModerationCounts): boolean {
  return (
    counts.notices === 0 && Object.values(counts.decisions).every((n) => n === 0) && counts.appeals === 0
  );
}

export type ExportField = 'from' | 'to';
/** Why a date is refused: empty, not a real day (or outside 2000–2099), or `to` before `from`. */
export type ExportProblem = 'missing' | 'invalid' | 'beforeFrom';
export type ExportProblems = Partial<Record<ExportField, ExportProblem>>;

/**
 * The export's dates checked by the API's own rules (moderationExportQuerySchema), so the link never asks
 * for a download the API refuses.
 */
export function exportProblems(from: string, to: string): ExportProblems {
  const result = moderationExportQuerySchema.safeParse({ from, to });
  if (result.success) return {};
  const problems: ExportProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field !== 'from' && field !== 'to') || problems[field]) continue;
    const value = field === 'from' ? from : to;
    problems[field] =
      value === '' ? 'missing' : issue.message === 'MODERATION_END_AFTER_START' ? 'beforeFrom' : 'invalid';
  }
  return problems;
}
