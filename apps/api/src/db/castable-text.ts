// Whether a text from outside (a cursor's sort key) is a value PostgreSQL's cast to a type reads without
// an error. A matching shape is not enough: `2026-02-30`, `1e999` or a 19-digit number below bigint's
// minimum all fail the cast, which would answer 500 instead of refusing the input.

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
/** Offsets PostgreSQL accepts on a timestamptz: up to 15:59:59 either way. */
const MAX_OFFSET_HOURS = 15;

const BIGINT_TEXT = /^-?\d{1,19}$/;
const FLOAT_TEXT = /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
/** timestamptz as PostgreSQL writes it in a UTC session (`::text`): '2026-01-31 10:00:00.123+00'. */
const TIMESTAMPTZ_TEXT = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d{1,6})?[+-](\d\d)(?::(\d\d))?$/;
/** The UTC form of keyset-cursor's timestampKey: '2026-01-31T10:00:00.123456Z'. */
const UTC_TIMESTAMP_TEXT = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.\d{6}Z$/;

export function isBigintText(text: string): boolean {
  if (!BIGINT_TEXT.test(text)) return false;
  const value = BigInt(text);
  return value >= BIGINT_MIN && value <= BIGINT_MAX;
}

/** Every digit before the exponent is 0: a true zero, not a value too small to hold. */
const isZeroText = (text: string): boolean => /^-?[0.]*$/.test(text.split(/e/i)[0] ?? '');

/**
 * double precision (or real with `single`): finite and, unless written as zero, not rounded to 0 —
 * PostgreSQL refuses both overflow and underflow.
 */
export function isFloatText(text: string, single = false): boolean {
  if (!FLOAT_TEXT.test(text)) return false;
  const value = single ? Math.fround(Number(text)) : Number(text);
  return Number.isFinite(value) && (value !== 0 || isZeroText(text));
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date and time of day that exist (no 30 February, hour 24 or year 0). */
function isRealMoment([year, month, day, hour, minute, second]: number[]): boolean {
  if (year === undefined || month === undefined || day === undefined) return false;
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59
  );
}

export function isTimestamptzText(text: string): boolean {
  const match = TIMESTAMPTZ_TEXT.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = match;
  return (
    isRealMoment([year, month, day, hour, minute, second].map(Number)) &&
    Number(offsetHours) <= MAX_OFFSET_HOURS &&
    Number(offsetMinutes ?? 0) <= 59
  );
}

export function isUtcTimestampText(text: string): boolean {
  const match = UTC_TIMESTAMP_TEXT.exec(text);
  return match !== null && isRealMoment(match.slice(1).map(Number));
}
