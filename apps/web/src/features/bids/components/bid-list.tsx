'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { bidFarAbove, type BidBoard, type PriceType, type PublicBid } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { RelativeDate } from '@/components/ads/relative-date';
import { errorMessage } from '@/lib/api/api-error';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { answerBid } from '../api/bid-calls';
import { useApiContext } from '@/lib/api/use-api-context';
import { useEuros } from '../hooks/use-euros';
import { BidConfirm } from './bid-confirm';
import styles from './bid-panel.module.css';

interface BidListProps {
  board: BidBoard;
  /** The viewer is the ad's seller: open bids get accept and decline. */
  seller: boolean;
  ad: { priceType: PriceType; priceCents: number | null };
  onChanged: () => void;
}

type Answer = 'accept' | 'decline';

/** The bid far above the others or the asking price (the safety tip), as the server judges it. */
function farAbove(board: BidBoard, ad: BidListProps['ad'], bid: PublicBid): boolean {
  const others = board.bids.filter((other) => other.id !== bid.id && other.status !== 'accepted');
  const next = others.length === 0 ? null : Math.max(...others.map((other) => other.amount)) * 100;
  return bidFarAbove(ad, bid.amount * 100, next);
}

export function BidList({ board, seller, ad, onChanged }: BidListProps) {
  const t = useTranslations('bids');
  const euros = useEuros();
  const ctx = useApiContext();
  const [asking, setAsking] = useState<{ answer: Answer; bid: PublicBid } | null>(null);
  const send = useMutation({
    mutationFn: ({ answer, bid }: { answer: Answer; bid: PublicBid }) => answerBid(ctx, answer, bid.id),
    onSuccess: (result) => {
      if (result.message) lazyToast('success', result.message);
      setAsking(null);
      onChanged();
    },
    onError: (error) => {
      lazyToast('error', errorMessage(error, t('failedAction')));
      setAsking(null);
      onChanged();
    },
  });

  return (
    <>
      <ol className={styles.list} aria-label={t('heading')}>
        {board.bids.map((bid) => (
          <li
            key={bid.id}
            className={`${styles.bid} ${bid.status === 'replaced' ? styles.replaced : ''}`}
            data-testid="bid"
          >
            <span className={styles.amount}>{euros(bid.amount)}</span>
            <span className={styles.who}>
              {bid.bidderName}
              {bid.mine && <span className={styles.tag}>{t('mine')}</span>}
              {bid.status === 'replaced' && <span className={styles.tag}>{t('raised')}</span>}
              {bid.status === 'accepted' && (
                <span className={`${styles.tag} ${styles.accepted}`}>{t('accepted')}</span>
              )}
            </span>
            <span className={styles.when}>
              <RelativeDate iso={bid.createdAt} />
            </span>
            {seller && board.open && bid.status === 'active' && (
              <span className={styles.answers}>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.contained}`}
                  onClick={() => setAsking({ answer: 'accept', bid })}
                  aria-label={t('acceptLabel', { amount: euros(bid.amount), name: bid.bidderName })}
                >
                  {t('accept')}
                </button>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.outlined}`}
                  onClick={() => setAsking({ answer: 'decline', bid })}
                  aria-label={t('declineLabel', { amount: euros(bid.amount), name: bid.bidderName })}
                >
                  {t('decline')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {asking && (
        <BidConfirm
          open
          title={t(asking.answer === 'accept' ? 'acceptTitle' : 'declineTitle', {
            amount: euros(asking.bid.amount),
          })}
          confirmLabel={t(asking.answer)}
          destructive={asking.answer === 'decline'}
          busy={send.isPending}
          onConfirm={() => send.mutate(asking)}
          onClose={() => setAsking(null)}
        >
          <p>
            {t(asking.answer === 'accept' ? 'acceptText' : 'declineText', { name: asking.bid.bidderName })}
          </p>
          {asking.answer === 'accept' && farAbove(board, ad, asking.bid) && (
            <p role="note">{t('farAboveTip')}</p>
          )}
        </BidConfirm>
      )}
    </>
  );
}
