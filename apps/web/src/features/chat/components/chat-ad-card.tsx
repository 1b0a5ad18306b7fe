'use client';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatAd } from '@kraam/shared';
import { PriceLabel } from '@/components/ads/price-label';
import { SxKraamImage } from '@/components/image/sx-kraam-image';

/** The ad a conversation is about, at the top of the pane: photo, title, price; a link while it is online. */
export function ChatAdCard({ ad }: { ad: ChatAd }) {
  const t = useTranslations('chat.ad');
  const tCard = useTranslations('adCard');
  const body = (
    <>
      <SxKraamImage
        id={ad.galleryId}
        alt={ad.title}
        sizes="64px"
        sx={{ width: 64, height: 48, borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {ad.title}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: ad.available ? 'primary.main' : 'text.secondary' }}>
          {ad.available ? (
            <>
              <Box component="span" sx={{ fontWeight: 700 }}>
                <PriceLabel ad={ad} />
              </Box>
              {ad.tradeState !== 'available' && ` · ${tCard(`tradeState.${ad.tradeState}`)}`}
            </>
          ) : (
            t('unavailable')
          )}
        </Typography>
      </Box>
    </>
  );
  const frame = {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    px: 2,
    py: 1,
    minHeight: 64,
    borderBottom: 1,
    borderColor: 'divider',
    color: 'text.primary',
    textDecoration: 'none',
  } as const;
  if (!ad.available) {
    return (
      <Box sx={frame} data-testid="chat-ad-card">
        {body}
      </Box>
    );
  }
  return (
    <Box
      component={NextLink}
      href={`/ads/${ad.id}`}
      data-testid="chat-ad-card"
      sx={{ ...frame, '&:hover': { bgcolor: 'grey.50' }, '&:focus-visible': { outlineOffset: -2 } }}
    >
      {body}
    </Box>
  );
}
