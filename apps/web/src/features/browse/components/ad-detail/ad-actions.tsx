'use client';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { useFavorites } from '@/components/ads/favorites/favorites-context';
import { LinkButton } from '@/components/link/app-link';
import { useViewer } from '@/lib/session/viewer-context';

/** Favourite, chat with the seller and share. Guests who favourite or chat go to /login first. */
export function AdActions({ adId, title }: { adId: number; title: string }) {
  const t = useTranslations('browse.ad.actions');
  const favorites = useFavorites();
  const { token } = useViewer();
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

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LinkButton
        href={token ? chatHref : `/login?next=${encodeURIComponent(chatHref)}`}
        variant="contained"
        size="large"
        startIcon={<ChatBubbleOutlineIcon />}
      >
        {t('chat')}
      </LinkButton>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Button
          variant="outlined"
          color={liked ? 'secondary' : 'primary'}
          startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          aria-pressed={liked}
          disabled={favorites.busy(adId)}
          onClick={() => void favorites.toggle(adId)}
          data-testid="favorite-button"
        >
          {liked ? t('saved') : t('save')}
        </Button>
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
          {t('share')}
        </Button>
      </Box>
    </Box>
  );
}
