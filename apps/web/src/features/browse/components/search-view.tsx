'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { API_PATHS } from '@kraam/shared';
import { searchAds, type AdPage } from '../api/browse-calls';
import { activeFilterCount, filtersToQuery, type Filters } from '../filters';
import { useBrowseContext } from '../hooks/use-browse-context';
import { useFilterNavigation } from '../hooks/use-filter-navigation';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { apiKey } from '@/lib/query/query-keys';
import { AdList } from '@/components/ads/ad-list';
import { EmptyResults } from './empty-results';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';

interface SearchViewProps {
  filters: Filters;
  /** The server-rendered first page; null when the API did not answer. */
  initial: AdPage | null;
}

/** /categoryAds: filters (side panel on wide screens, a sheet on phones), sort, total and the cards. */
export function SearchView({ filters, initial }: SearchViewProps) {
  const t = useTranslations('browse.results');
  const { apply, pending } = useFilterNavigation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const query = filtersToQuery(filters);
  const count = activeFilterCount(filters);

  return (
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
        <FilterPanel filters={filters} onChange={apply} />
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Typography
            role="status"
            data-testid="result-total"
            sx={{ flex: 1, minWidth: 140, fontWeight: 500 }}
          >
            {initial === null ? '' : totalText(t, initial)}
          </Typography>
          <Badge color="secondary" badgeContent={count} sx={{ display: { md: 'none' } }}>
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setSheetOpen(true)}>
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
      <Drawer
        anchor="bottom"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        slotProps={{
          paper: { sx: { maxHeight: '88dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            pt: 1,
            pb: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
            {t('filters')}
          </Typography>
          <IconButton
            aria-label={t('closeFilters')}
            onClick={() => setSheetOpen(false)}
            sx={{ width: 44, height: 44 }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ p: 2, overflowY: 'auto' }}>
          <FilterPanel filters={filters} onChange={apply} />
        </Box>
        <Box
          sx={{ p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))', borderTop: 1, borderColor: 'divider' }}
        >
          <Button
            fullWidth
            variant="contained"
            size="large"
            onClick={() => setSheetOpen(false)}
            disabled={pending}
          >
            {initial === null
              ? t('showResults')
              : t('showCount', { count: initial.total ?? initial.data.length })}
          </Button>
        </Box>
      </Drawer>
    </Box>
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
