'use client';
import { useId, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, REVIEW_TAGS, REVIEW_TEXT_MAX_LENGTH, type ReviewTag } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { errorMessage } from '@/lib/api/api-error';
import { useApiContext } from '@/lib/api/use-api-context';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { insertReview, markSold, reviewStatusQuery } from '../api/review-calls';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

/**
 * /dashboard/reviews?conversationId=: the review of the other person of a chat conversation about an ad. The
 * seller may first mark the ad sold to this buyer; the form opens when the window does; the other's review
 * shows once it is no longer blind.
 */
export function ReviewWriter({ conversationId }: { conversationId: number | null }) {
  const t = useTranslations('reviews.write');
  const tReviews = useTranslations('reviews');
  const ctx = useApiContext();
  const client = useQueryClient();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [tags, setTags] = useState<ReviewTag[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const status = useQuery({
    ...reviewStatusQuery(ctx, conversationId ?? 0),
    enabled: conversationId !== null && ctx.token !== null,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: [API_PATHS.reviewStatus] });
  const write = useMutation({
    mutationFn: (stars: number) =>
      insertReview(ctx, {
        conversationId: conversationId ?? 0,
        rating: stars,
        tags,
        text: text.trim() || undefined,
      }),
    onSuccess: (result) => {
      if (result.message) lazyToast('success', result.message);
      refresh();
    },
    onError: (error) => setProblem(errorMessage(error, tReviews('failedAction'))),
  });
  const sold = useMutation({
    mutationFn: () => markSold(ctx, conversationId ?? 0),
    onSuccess: (result) => {
      if (result.message) lazyToast('success', result.message);
      setConfirming(false);
      refresh();
    },
    onError: (error) => {
      lazyToast('error', errorMessage(error, tReviews('failedAction')));
      setConfirming(false);
    },
  });

  if (conversationId === null) return <p className={styles.muted}>{t('missing')}</p>;
  if (!status.data)
    return status.isError ? (
      <p role="alert" className={styles.error}>
        {errorMessage(status.error, tReviews('failed'))}
      </p>
    ) : (
      <p className={styles.muted}>{tReviews('loading')}</p>
    );

  const { state, otherName, canMarkSold, mine, theirs } = status.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setProblem(t('chooseRating'));
      return;
    }
    setProblem(null);
    write.mutate(rating);
  };
  const toggle = (tag: ReviewTag) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((each) => each !== tag) : [...current, tag],
    );

  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('intro', { name: otherName })}</p>
      {canMarkSold && (
        <button
          type="button"
          className={`${buttons.button} ${buttons.outlined}`}
          onClick={() => setConfirming(true)}
        >
          {t('markSold', { name: otherName })}
        </button>
      )}
      {state === 'tooEarly' && <p className={styles.muted}>{t('tooEarly')}</p>}
      {state === 'closed' && <p className={styles.muted}>{t('closed')}</p>}
      {state === 'written' && mine && (
        <>
          <p className={styles.summary}>{t('written', { name: otherName })}</p>
          <ReviewItem review={mine} />
        </>
      )}
      {state === 'open' && (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{t('ratingLabel')}</legend>
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={stars}
                  checked={rating === stars}
                  onChange={() => setRating(stars)}
                />
                {t('star', { count: stars })}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{t('tagsLabel')}</legend>
            {REVIEW_TAGS.map((tag) => (
              <label key={tag} className={styles.choice}>
                <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
                {tReviews(`tags.${tag}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-text`} className={styles.label}>
            {t('textLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {problem && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          <button
            type="submit"
            className={`${buttons.button} ${buttons.contained}`}
            disabled={write.isPending}
          >
            {t('submit')}
          </button>
        </form>
      )}
      {theirs ? (
        <>
          <p className={styles.summary}>{t('theirs', { name: otherName })}</p>
          <ReviewItem review={theirs} />
        </>
      ) : (
        state === 'written' && <p className={styles.muted}>{t('theirsHidden', { name: otherName })}</p>
      )}
      <Link
        href={`/dashboard/chat?conversationId=${conversationId}`}
        prefetch={false}
        className={styles.muted}
      >
        {t('backToChat')}
      </Link>
      <ConfirmDialog
        open={confirming}
        title={t('markSoldTitle', { name: otherName })}
        confirmLabel={t('markSold', { name: otherName })}
        busy={sold.isPending}
        onConfirm={() => sold.mutate()}
        onClose={() => setConfirming(false)}
      >
        {t('markSoldText')}
      </ConfirmDialog>
    </div>
  );
}
