import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdDetail } from '@kraam/shared';

/** Condition, delivery and the category's own fields as a definition list. */
export async function AdFacts({ ad }: { ad: AdDetail }) {
  const t = await getTranslations('browse');
  const rows: { key: string; label: string; value: string }[] = [
    ...(ad.condition
      ? [{ key: 'condition', label: t('filters.condition'), value: t(`filters.conditions.${ad.condition}`) }]
      : []),
    { key: 'delivery', label: t('filters.delivery'), value: t(`filters.deliveries.${ad.delivery}`) },
    ...ad.fields,
  ];
  return (
    <Box component="section" aria-labelledby="ad-facts">
      <Typography id="ad-facts" variant="h2" sx={{ mb: 1.5 }}>
        {t('ad.facts')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 500 },
        }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
