'use client';
import { useFormatter } from 'next-intl';
import { useMinuteClock } from '@/lib/use-minute-clock';

/** "2 dagen geleden" / "2 days ago" in the page's language; refreshed once a minute. */
export function RelativeDate({ iso }: { iso: string }) {
  const format = useFormatter();
  const now = useMinuteClock();
  return (
    // Server and browser clocks differ by the render delay; the text may shift by a minute.
    <time dateTime={iso} suppressHydrationWarning>
      {format.relativeTime(new Date(iso), now)}
    </time>
  );
}
