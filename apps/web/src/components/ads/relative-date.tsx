'use client';
import { useTranslations } from 'next-intl';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { timeAgo } from './time-ago';

/**
 * "2 dagen geleden" / "2 days ago" in the page's language; refreshed once a minute. Told by the messages
 * (plural rules only) rather than Intl.RelativeTimeFormat, whose first use on a page costs 20–30 ms of main
 * thread here and four times that on a phone, while the cards hydrate (decision 0023).
 */
export function RelativeDate({ iso }: { iso: string }) {
  const t = useTranslations('adCard.ago');
  const ago = timeAgo(new Date(iso), useMinuteClock());
  return (
    // Server and browser clocks differ by the render delay; the text may shift by a minute.
    <time dateTime={iso} suppressHydrationWarning>
      {ago === 'now' ? t('now') : t(ago.unit, { count: ago.count })}
    </time>
  );
}
