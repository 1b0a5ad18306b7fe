import { useLocale, useTranslations } from 'next-intl';
import type { Rating } from '@kraam/shared';

/** '4,6' or '4.6': one decimal in the page's language, written out rather than through Intl (decision 0023). */
const oneDecimal = (value: number, locale: string) =>
  (Math.round(value * 10) / 10).toFixed(1).replace('.', locale === 'nl' ? ',' : '.');

/** '4,6 · 23 ervaringen', or 'Nog geen ervaringen': a seller's reviews at a glance (booth, ad's booth card). */
export function RatingLine({ rating, className }: { rating: Rating; className?: string }) {
  const t = useTranslations('reviews.rating');
  const locale = useLocale();
  if (rating.average === null || rating.count === 0) return <p className={className}>{t('none')}</p>;
  const average = oneDecimal(rating.average, locale);
  return (
    <p className={className} aria-label={t('label', { average, count: rating.count })}>
      <span aria-hidden="true">★ </span>
      {t('summary', { average, count: rating.count })}
    </p>
  );
}
