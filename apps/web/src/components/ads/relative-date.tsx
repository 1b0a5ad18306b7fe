'use client';
import { useFormatter, useNow } from 'next-intl';

/** "2 dagen geleden" / "2 days ago" in the page's language; refreshed once a minute. */
export function RelativeDate({ iso }: { iso: string }) {
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  return (
    // Server and browser clocks differ by the render delay; the text may shift by a minute.
    <time dateTime={iso} suppressHydrationWarning>
      {format.relativeTime(new Date(iso), now)}
    </time>
  );
}
