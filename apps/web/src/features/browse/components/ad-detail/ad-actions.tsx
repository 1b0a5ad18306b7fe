'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { AdDetail } from '@kraam/shared';
import { useFavorites } from '@/components/ads/favorites/use-favorites';
import buttons from '@/components/buttons/button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconChat, iconHeart, iconHeartOutline, iconShare } from '@/components/icons/icon-paths';
import { useOwnBoothId } from '@/components/session/use-own-booth-id';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { loginHref } from '@/lib/login-href';
import { useViewer } from '@/lib/session/viewer-context';
import { OwnerActions } from './owner-actions';
import { PhoneReveal } from './phone-reveal';
import styles from './ad-actions.module.css';

type ActionsAd = Pick<AdDetail, 'id' | 'title' | 'hasPhone' | 'boothId' | 'favoriteCount'>;

const outlined = `${buttons.button} ${buttons.outlined}`;

/**
 * Chat with the seller, their phone number, favourite and share; guests who chat, favourite or ask for the
 * number go to /login first, which says why, and come back to it done. The seller sees edit
 * and the ad's statistics instead.
 */
export function AdActions({ ad }: { ad: ActionsAd }) {
  const t = useTranslations('browse.ad.actions');
  const favorites = useFavorites();
  const { token } = useViewer();
  const owner = useOwnBoothId() === ad.boothId;
  const { id: adId, title } = ad;
  const liked = favorites.isLiked(adId);
  const chatHref = `/dashboard/chat?adId=${adId}`;

  const share = async () => {
    const url = window.location.href.split('?')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; that is not an error worth telling.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      lazyToast('success', t('linkCopied'), { toastId: 'link-copied' });
    } catch {
      lazyToast('error', t('copyFailed'), { toastId: 'copy-failed' });
    }
  };

  const shareButton = (
    <button type="button" className={outlined} onClick={() => void share()}>
      <InlineIcon path={iconShare} />
      {t('share')}
    </button>
  );

  if (owner) {
    return (
      <div className={styles.actions}>
        <OwnerActions adId={adId} favoriteCount={ad.favoriteCount} />
        {shareButton}
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <Link
        href={token ? chatHref : loginHref({ pathname: chatHref, search: '' }, { intent: 'chat' })}
        // The ad page's links are not prefetched: each prefetch was a server render per ad view.
        prefetch={false}
        className={`${buttons.button} ${buttons.contained} ${buttons.large}`}
      >
        <InlineIcon path={iconChat} />
        {t('chat')}
      </Link>
      {ad.hasPhone && (
        <PhoneReveal
          adId={adId}
          signedIn={Boolean(token)}
          loginHref={loginHref({ pathname: `/ads/${adId}`, search: '' }, { intent: 'phone' })}
          adPath={`/ads/${adId}`}
        />
      )}
      <div className={styles.pair}>
        <button
          type="button"
          className={liked ? `${outlined} ${buttons.secondary}` : outlined}
          aria-pressed={liked}
          disabled={favorites.busy(adId)}
          onClick={() => favorites.toggle(adId)}
          data-testid="favorite-button"
        >
          <InlineIcon path={liked ? iconHeart : iconHeartOutline} />
          {liked ? t('saved') : t('save')}
        </button>
        {shareButton}
      </div>
    </div>
  );
}
