import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { AdDetail } from '@kraam/shared';
import { PriceLabel } from '@/components/ads/price-label';
import { RelativeDate } from '@/components/ads/relative-date';

/** Title, price by its type, reserved/sold state, place, age and views. */
export async function AdHeading({ ad }: { ad: AdDetail }) {
  const t = await getTranslations('browse.ad');
  const tCard = await getTranslations('adCard');
  const place = [ad.location.cityName, ad.location.provinceName].filter(Boolean).join(', ');
  return (
    <Box>
      {ad.tradeState !== 'available' && (
        <Chip
          label={tCard(`tradeState.${ad.tradeState}`)}
          color={ad.tradeState === 'sold' ? 'default' : 'warning'}
          sx={{ mb: 1, fontWeight: 700 }}
          data-testid="trade-state"
        />
      )}
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {ad.title}
      </Typography>
      <Typography sx={{ typography: 'h2', color: 'primary.main', mb: 1 }} data-testid="ad-price">
        <PriceLabel ad={ad} />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary' }}>
        {place && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            {place}
          </Typography>
        )}
        {ad.publishedAt && (
          <Typography variant="body2">
            <RelativeDate iso={ad.publishedAt} />
          </Typography>
        )}
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <VisibilityOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
          {t('views', { count: ad.viewCount })}
        </Typography>
      </Box>
    </Box>
  );
}
