'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { PriceType } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { loginHref } from '@/lib/login-href';
import { useBidBoard } from '../hooks/use-bid-board';
import { useApiContext } from '@/lib/api/use-api-context';
import { useEuros } from '../hooks/use-euros';
import { BidForm } from './bid-form';
import { BidList } from './bid-list';
import { BidSettingsForm } from './bid-settings-form';
import styles from './bid-panel.module.css';

interface BidPanelProps {
  adId: number;
  priceType: PriceType;
  priceCents: number | null;
}

/**
 * 'Biedingen' on the ad page: the live list highest first with '7 biedingen, 4 bieders'; a bid form for a
 * signed-in visitor, the way to log in for a guest; for the seller, accept and decline on each open bid
 * and the bidding settings. Loaded in the browser, so the cached page never shows old bids.
 */
export function BidPanel({ adId, priceType, priceCents }: BidPanelProps) {
  const t = useTranslations('bids');
  const euros = useEuros();
  const ctx = useApiContext();
  const { board, failed, refresh } = useBidBoard(adId);

  if (!board) {
    return (
      <section className={styles.panel} aria-labelledby="ad-bids" aria-busy={!failed}>
        <h2 id="ad-bids" className={styles.heading}>
          {t('heading')}
        </h2>
        {failed ? (
          <>
            <p role="alert" className={styles.error}>
              {t('failed')}
            </p>
            <button type="button" className={`${buttons.button} ${buttons.outlined}`} onClick={refresh}>
              {t('retry')}
            </button>
          </>
        ) : (
          <p className={styles.muted}>{t('loading')}</p>
        )}
      </section>
    );
  }

  const seller = board.settings !== null;
  const accepted = board.bids.find((bid) => bid.status === 'accepted');
  // A 'Prijs in overleg' ad whose seller takes no bids shows no panel to others.
  if (!seller && !board.open && !accepted && priceType !== 'startPrice') return null;

  const adPath = `/ads/${adId}`;
  return (
    <section className={styles.panel} aria-labelledby="ad-bids">
      <h2 id="ad-bids" className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.summary} aria-live="polite">
        {!board.open
          ? t('closed')
          : board.bidCount > 0
            ? t('summary', { bids: board.bidCount, bidders: board.bidderCount })
            : t('none')}
        {board.open && (
          <> {board.minimum === null ? t('anyAmount') : t('from', { amount: euros(board.minimum) })}</>
        )}
      </p>
      {accepted && <p className={styles.summary}>{t('acceptedBid', { amount: euros(accepted.amount) })}</p>}
      {board.bids.length > 0 && (
        <BidList board={board} seller={seller} ad={{ priceType, priceCents }} onChanged={refresh} />
      )}
      {board.open && !seller && ctx.token && <BidForm board={board} onChanged={refresh} />}
      {board.open && !seller && !ctx.token && ctx.known && (
        <Link
          href={loginHref({ pathname: adPath, search: '' })}
          prefetch={false}
          className={`${buttons.button} ${buttons.contained}`}
        >
          {t('login')}
        </Link>
      )}
      {seller && board.settings && (
        <BidSettingsForm adId={adId} priceType={priceType} settings={board.settings} onChanged={refresh} />
      )}
    </section>
  );
}
