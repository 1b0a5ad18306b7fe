import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdSummary } from '@kraam/shared';
import { AdCard } from '@/components/ads/ad-card';

/** Ads promoted on the home page (3-day promotion), in one row that scrolls sideways. */
export async function PromotedStrip({ ads }: { ads: AdSummary[] }) {
  if (ads.length === 0) return null;
  const t = await getTranslations('browse.home');
  return (
    <Box component="section" aria-labelledby="promoted-title" sx={{ mb: 3 }}>
      <Typography id="promoted-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('promotedTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          // Smaller than feed cards: the strip should not push the feed off the first screen.
          gridAutoColumns: { xs: '40%', sm: '26%', md: '18.5%', lg: '15.5%' },
          gap: { xs: 1.5, sm: 2 },
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdCard ad={ad} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
