'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { API_PATHS } from '@kraam/shared';
import { searchAds, type AdPage } from '../api/browse-calls';
import { activeFilterCount, filtersToQuery, type Filters } from '../filters';
import { useBrowseContext } from '../hooks/use-browse-context';
import { useFilterNavigation } from '../hooks/use-filter-navigation';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { apiKey } from '@/lib/query/query-keys';
import { AdList } from '@/components/ads/ad-list';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { CategoryChips, type CategoryLink } from './category-chips';
import { EmptyResults } from './empty-results';
import { SortSelect } from './sort-select';

// The filters load when they are shown (issue 14: first-load JS and hydration): the side panel once the
// screen is wide enough for it, the phone's sheet on its first open. The server renders neither.
const LazyFilterPanel = dynamic(() => import('./filter-panel').then((module) => module.FilterPanel), {
  ssr: false,
});
const LazyFilterSheet = dynamic(() => import('./filter-sheet').then((module) => module.FilterSheet), {
  ssr: false,
});

interface SearchViewProps {
  filters: Filters;
  /** The server-rendered first page; null when the API did not answer. */
  initial: AdPage | null;
  /** Categories to narrow down with (children, siblings or the top level). */
  categories?: CategoryLink[];
}

/**
 * /categoryAds: filters (side panel on wide screens, a sheet on phones), sort, total and the cards.
 * The category chips stand above it all on wide screens; on phones they are a section of the sheet,
 * so the results come first.
 */
export function SearchView({ filters, initial, categories = [] }: SearchViewProps) {
  const t = useTranslations('browse.results');
  const { apply, pending } = useFilterNavigation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const query = filtersToQuery(filters);
  const count = activeFilterCount(filters);

  return (
    <>
      {categories.length > 0 && <CategoryChips links={categories} label={t('category')} wideOnly />}
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Paper
          component="aside"
          variant="outlined"
          aria-label={t('filters')}
          sx={{ display: { xs: 'none', md: 'block' }, width: 270, flexShrink: 0, p: 2 }}
        >
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('filters')}
          </Typography>
          {wide && <LazyFilterPanel filters={filters} onChange={apply} />}
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* The cards' h3 titles need an h2 above them also where the filter panel's is hidden. */}
          <Typography component="h2" sx={visuallyHidden}>
            {t('listLabel')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
            <Typography
              role="status"
              data-testid="result-total"
              sx={{ flex: 1, minWidth: 140, fontWeight: 500 }}
            >
              {initial === null ? '' : totalText(t, initial)}
            </Typography>
            <Badge color="secondary" badgeContent={count} sx={{ display: { md: 'none' } }}>
              <Button
                variant="outlined"
                startIcon={<TuneIcon />}
                onClick={() => {
                  setSheetLoaded(true);
                  setSheetOpen(true);
                }}
              >
                {t('filters')}
              </Button>
            </Badge>
            <SortSelect filters={filters} onChange={apply} />
          </Box>
          <Box aria-busy={pending} sx={{ opacity: pending ? 0.5 : 1, transition: 'opacity 150ms' }}>
            {initial === null ? (
              <EmptyResults failed filters={filters} onReset={apply} />
            ) : initial.data.length === 0 ? (
              <EmptyResults filters={filters} onReset={apply} />
            ) : (
              <Results key={query} filters={filters} initial={initial} />
            )}
          </Box>
        </Box>
        {sheetLoaded && (
          <LazyFilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            filters={filters}
            onChange={apply}
            pending={pending}
            categories={categories}
            showLabel={
              initial === null
                ? t('showResults')
                : t('showCount', { count: initial.total ?? initial.data.length })
            }
          />
        )}
      </Box>
    </>
  );
}

function totalText(t: ReturnType<typeof useTranslations<'browse.results'>>, page: AdPage): string {
  const count = page.total ?? page.data.length;
  return page.totalCapped ? t('totalMore', { count }) : t('total', { count });
}

function Results({ filters, initial }: { filters: Filters; initial: AdPage }) {
  const t = useTranslations('browse.results');
  const ctx = useBrowseContext();
  const query = filtersToQuery(filters);
  const params = Object.fromEntries(new URLSearchParams(query));
  const paged = usePagedAds({
    queryKey: apiKey(API_PATHS.adSearch, { lang: ctx.lang, params }),
    first: initial,
    fetchPage: (cursor, signal) => searchAds({ ...ctx, signal }, params, cursor),
  });
  return <AdList paged={paged} label={t('listLabel')} list={query} />;
}
