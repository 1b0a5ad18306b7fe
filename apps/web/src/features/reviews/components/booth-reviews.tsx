'use client';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, REVIEW_TEXT_MAX_LENGTH, type Rating, type Review } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { RatingLine } from '@/components/seller/rating-line';
import { useOwnBoothId } from '@/components/session/use-own-booth-id';
import { errorMessage } from '@/lib/api/api-error';
import { useApiContext } from '@/lib/api/use-api-context';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { replyToReview, reviewListQuery } from '../api/review-calls';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

/** The booth owner's one public reply to a review. */
function ReplyForm({ review }: { review: Review }) {
  const t = useTranslations('reviews');
  const ctx = useApiContext();
  const client = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => replyToReview(ctx, review.id, text),
    onSuccess: (result) => {
      if (result.message) lazyToast('success', result.message);
      void client.invalidateQueries({ queryKey: [API_PATHS.reviews] });
    },
  });
  if (!open)
    return (
      <button
        type="button"
        className={`${buttons.button} ${buttons.text} ${buttons.primary}`}
        onClick={() => setOpen(true)}
      >
        {t('reply')}
      </button>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send.mutate();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.label}>
        {t('replyLabel')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {send.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(send.error, t('failedAction'))}
        </p>
      )}
      <button type="submit" className={`${buttons.button} ${buttons.outlined}`} disabled={send.isPending}>
        {t('replySend')}
      </button>
    </form>
  );
}

interface BoothReviewsProps {
  boothId: number;
  rating: Rating;
  /** What the page offers under each review: moderation's report button. */
  reportAction?: (review: Review) => ReactNode;
}

/**
 * 'Ervaringen' on a booth: the average with the count, every visible review newest first with its reply, and
 * for the booth's owner a reply under each review still without one.
 */
export function BoothReviews({ boothId, rating, reportAction }: BoothReviewsProps) {
  const t = useTranslations('reviews');
  const ctx = useApiContext();
  const list = useQuery(reviewListQuery(ctx, boothId));
  // Known in the browser only: the page itself is the same for everyone (and cached for guests).
  const own = useOwnBoothId() === boothId;
  const shown = list.data?.rating ?? rating;
  return (
    <section className={styles.section} aria-labelledby="booth-reviews">
      <h2 id="booth-reviews" className={styles.heading}>
        {t('heading')}
      </h2>
      <RatingLine rating={shown} className={styles.summary} />
      {list.isPending && shown.count > 0 && <p className={styles.muted}>{t('loading')}</p>}
      {list.isError && (
        <p role="alert" className={styles.error}>
          {t('failed')}
        </p>
      )}
      {list.data && list.data.reviews.length > 0 && (
        <ul className={styles.list}>
          {list.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                replyAction={own && ctx.token ? <ReplyForm review={review} /> : null}
                reportAction={reportAction?.(review)}
              />
            </li>
          ))}
        </ul>
      )}
      <Link href="/reviews-policy" prefetch={false} className={styles.muted}>
        {t('howWeCheck')}
      </Link>
    </section>
  );
}
