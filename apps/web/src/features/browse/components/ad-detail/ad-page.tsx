import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdDetail } from '@kraam/shared';
import { AdCard, AdGrid } from '@/components/ads/ad-card';
import { SHELL } from '@/theme/theme';
import { AdActions } from './ad-actions';
import { AdFacts } from './ad-facts';
import { AdGallery } from './ad-gallery';
import { AdHeading } from './ad-heading';
import { AdMap } from './ad-map';
import { AdNeighbours } from './ad-neighbours';
import { AdVisit } from './ad-visit';
import { BoothCard } from './booth-card';

/** The ad page's body: photos, facts, description and map on the left; price, actions and booth on the right. */
interface AdPageProps {
  ad: AdDetail;
  list: string | undefined;
  /** Map tile URL template from the web config. */
  tileUrl: string;
}

export async function AdPage({ ad, list, tileUrl }: AdPageProps) {
  const t = await getTranslations('browse.ad');
  const { latitude, longitude } = ad.location;
  return (
    <>
      <AdVisit adId={ad.id} />
      <AdNeighbours previousId={ad.previousId} nextId={ad.nextId} list={list} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"gallery" "side" "body"', md: '"gallery side" "body side"' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
          <AdGallery title={ad.title} imageIds={ad.imageIds} />
        </Box>
        <Box
          sx={{
            gridArea: 'side',
            display: 'grid',
            // minmax(0, …): long booth titles and nowrap texts must shrink, not push the column wider.
            gridTemplateColumns: 'minmax(0, 1fr)',
            minWidth: 0,
            gap: 2,
            position: { md: 'sticky' },
            top: { md: SHELL.headerHeight + 16 },
          }}
        >
          <Paper
            variant="outlined"
            sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
          >
            <AdHeading ad={ad} />
            <AdActions
              // Only what the actions need crosses to the browser, not the whole ad a second time.
              ad={{
                id: ad.id,
                title: ad.title,
                phone: ad.phone,
                boothId: ad.boothId,
                viewCount: ad.viewCount,
                favoriteCount: ad.favoriteCount,
              }}
            />
          </Paper>
          <BoothCard booth={ad.booth} />
        </Box>
        <Box sx={{ gridArea: 'body', display: 'grid', gap: 3, minWidth: 0 }}>
          <Box component="section" aria-labelledby="ad-description">
            <Typography id="ad-description" variant="h2" sx={{ mb: 1 }}>
              {t('description')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {ad.description || t('noDescription')}
            </Typography>
          </Box>
          <AdFacts ad={ad} />
          {latitude !== null && longitude !== null && (
            <Box component="section" aria-labelledby="ad-location">
              <Typography id="ad-location" variant="h2" sx={{ mb: 1 }}>
                {t('location')}
              </Typography>
              <AdMap
                tileUrl={tileUrl}
                latitude={latitude}
                longitude={longitude}
                precise={ad.location.precise}
              />
            </Box>
          )}
        </Box>
      </Box>
      {ad.related.length > 0 && (
        <Box component="section" aria-labelledby="ad-related" sx={{ mt: 5 }}>
          <Typography id="ad-related" variant="h2" sx={{ mb: 2 }}>
            {t('related')}
          </Typography>
          <AdGrid>
            {ad.related.map((related) => (
              <li key={related.id}>
                <AdCard ad={related} />
              </li>
            ))}
          </AdGrid>
        </Box>
      )}
    </>
  );
}
