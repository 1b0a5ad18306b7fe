import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { LANGUAGES } from '@kraam/shared';
import { renderWithProviders } from '@/test/render';
import { RelativeDate } from './relative-date';

const NOW = new Date('2036-11-26T10:00:00Z');
const S = 1000;
const DAY = 86_400 * S;
const AGES = [0, 400, 1 * S, 2 * S, 59 * S, 60 * S, 90 * S, 3599 * S, 3600 * S, 2 * 3600 * S, 23 * 3600 * S];
const LONG_AGES = [
  DAY,
  2 * DAY,
  6 * DAY,
  7 * DAY,
  16 * DAY,
  30 * DAY,
  31 * DAY,
  200 * DAY,
  365 * DAY,
  800 * DAY,
];

/** What next-intl's relativeTime said with Intl: the largest fitting unit, 'auto' wording for seconds only. */
function intlAgo(lang: string, ms: number): string {
  const seconds = ms / 1000;
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 86_400 * 365],
    ['month', (86_400 * 365) / 12],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const [unit, length] = units.find(([, size]) => seconds >= size) ?? ['second', 1];
  const numeric = unit === 'second' ? 'auto' : 'always';
  return new Intl.RelativeTimeFormat(lang, { numeric }).format(-Math.round(seconds / length), unit);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RelativeDate', () => {
  it.each(LANGUAGES)('tells an ad’s age as Intl.RelativeTimeFormat did, in %s', (lang) => {
    vi.useFakeTimers({ now: NOW });
    for (const age of [...AGES, ...LONG_AGES]) {
      const iso = new Date(NOW.getTime() - age).toISOString();
      renderWithProviders(<RelativeDate iso={iso} />, lang);
      const time = screen.getByText((_, element) => element?.tagName === 'TIME');
      expect(time.getAttribute('datetime')).toBe(iso);
      expect(time.textContent).toBe(intlAgo(lang, age));
      cleanup();
    }
  });

  it('says now for a date ahead of the clock', () => {
    vi.useFakeTimers({ now: NOW });
    renderWithProviders(<RelativeDate iso={new Date(NOW.getTime() + 5 * 60 * S).toISOString()} />, 'nl');
    expect(screen.getByText('nu').tagName).toBe('TIME');
  });
});
