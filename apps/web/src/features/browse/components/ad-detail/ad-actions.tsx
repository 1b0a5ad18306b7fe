'use client';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import type { AdDetail } from '@kraam/shared';
import { useFavorites } from '@/components/ads/favorites/use-favorites';
import { LinkButton } from '@/components/link/app-link';
import { useOwnBoothId } from '@/components/session/use-own-booth-id';
import { useViewer } from '@/lib/session/viewer-context';
import { OwnerActions } from './owner-actions';
import { PhoneReveal } from './phone-reveal';

type ActionsAd = Pick<AdDetail, 'id' | 'title' | 'phone' | 'boothId' | 'viewCount' | 'favoriteCount'>;

const loginFor = (path: string) => `/login?next=${encodeURIComponent(path)}`;

/**
 * Chat with the seller, their phone number, favourite and share; guests who chat, favourite or ask for the
 * number go to /login first and come back. The seller sees edit and the ad's statistics instead.
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
      toast.success(t('linkCopied'), { toastId: 'link-copied' });
    } catch {
      toast.error(t('copyFailed'), { toastId: 'copy-failed' });
    }
  };

  const shareButton = (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
      {t('share')}
    </Button>
  );

  if (owner) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <OwnerActions adId={adId} viewCount={ad.viewCount} favoriteCount={ad.favoriteCount} />
        {shareButton}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LinkButton
        href={token ? chatHref : loginFor(chatHref)}
        variant="contained"
        size="large"
        startIcon={<ChatBubbleOutlineIcon />}
      >
        {t('chat')}
      </LinkButton>
      {ad.phone && (
        <PhoneReveal phone={ad.phone} signedIn={Boolean(token)} loginHref={loginFor(`/ads/${adId}`)} />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Button
          variant="outlined"
          color={liked ? 'secondary' : 'primary'}
          startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          aria-pressed={liked}
          disabled={favorites.busy(adId)}
          onClick={() => favorites.toggle(adId)}
          data-testid="favorite-button"
        >
          {liked ? t('saved') : t('save')}
        </Button>
        {shareButton}
      </Box>
    </Box>
  );
}
