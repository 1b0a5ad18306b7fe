'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Review } from '@kraam/shared';
import { RelativeDate } from '@/components/ads/relative-date';
import styles from './reviews.module.css';

interface ReviewItemProps {
  review: Review;
  /** The reviewed person's reply form, shown while the review has no reply. */
  replyAction?: ReactNode;
  /** 'Meld deze ervaring', where the page offers it. */
  reportAction?: ReactNode;
}

/** One review: stars, who (buyer or seller, sale confirmed), when, what went well, the text and the reply. */
export function ReviewItem({ review, replyAction, reportAction }: ReviewItemProps) {
  const t = useTranslations('reviews');
  return (
    <article className={styles.review} data-testid="review">
      <p className={styles.head}>
        <span className={styles.stars} role="img" aria-label={t('stars', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
          <span className={styles.empty}>{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span>
          {review.authorName} · {review.authorRole === 'buyer' ? t('fromBuyer') : t('fromSeller')}
          {review.saleConfirmed && <span className={styles.badge}>{t('saleConfirmed')}</span>}
        </span>
        <span className={styles.muted}>
          <RelativeDate iso={review.createdAt} />
        </span>
      </p>
      {review.tags.length > 0 && (
        <ul className={styles.tags}>
          {review.tags.map((tag) => (
            <li key={tag}>✓ {t(`tags.${tag}`)}</li>
          ))}
        </ul>
      )}
      {review.text && <p className={styles.text}>{review.text}</p>}
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyHeading}>{t('replyHeading')}</p>
          <p className={styles.text}>{review.reply}</p>
        </div>
      )}
      {!review.reply && replyAction}
      {reportAction && <div className={styles.report}>{reportAction}</div>}
    </article>
  );
}
