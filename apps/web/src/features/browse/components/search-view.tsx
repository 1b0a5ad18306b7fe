'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { API_PATHS, BREAKPOINTS } from '@kraam/shared';
import { searchAds, type AdPage } from '../api/browse-calls';
import { activeFilterCount, filtersToQuery, type Filters } from '../filters';
import { useBrowseContext } from '../hooks/use-browse-context';
import { useFilterNavigation } from '../hooks/use-filter-navigation';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { formatWholeNumber } from '@/lib/format/whole-number';
import { apiKey } from '@/lib/query/query-keys';
import { AdList } from '@/components/ads/ad-list';
import buttons from '@/components/buttons/button.module.css';
import { iconTune } from '@/components/icons/icon-paths';
import { InlineIcon } from '@/components/icons/inline-icons';
import { loadThemed } from '@/components/theme/load-themed';
import { useMediaQuery } from '@/lib/use-media-query';
import { CategoryChips, type CategoryLink } from './category-chips';
import { EmptyResults } from './empty-results';
import { SortSelect } from './sort-select';
import styles from './search-view.module.css';

// The filters load when they are shown (first-load JS and hydration): the side panel once the
// screen is wide enough for it, the phone's sheet on its first open. The server renders neither. They are
// MUI, which the page is not: the theme loads with them.
const LazyFilterPanel = dynamic(
  loadThemed(() => import('./filter-panel').then((module) => module.FilterPanel)),
  { ssr: false },
);
const LazyFilterSheet = dynamic(
  loadThemed(() => import('./filter-sheet').then((module) => module.FilterSheet)),
  { ssr: false },
);
const WIDE = `(min-width: ${BREAKPOINTS.md}px)`;

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
  const locale = useLocale();
  // The panel and the sort show the filters as last asked for; the list shows what the URL holds.
  const { filters: asked, apply, pending } = useFilterNavigation(filters);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const wide = useMediaQuery(WIDE);
  const query = filtersToQuery(filters);
  const count = activeFilterCount(asked);

  return (
    <>
      {categories.length > 0 && <CategoryChips links={categories} label={t('category')} wideOnly />}
      <div className={styles.columns}>
        <aside aria-label={t('filters')} className={styles.aside}>
          <h2 className={styles.asideHeading}>{t('filters')}</h2>
          {wide && <LazyFilterPanel filters={asked} onChange={apply} />}
        </aside>
        <div className={styles.main}>
          {/* The cards' h3 titles need an h2 above them also where the filter panel's is hidden. */}
          <h2 className={styles.hidden}>{t('listLabel')}</h2>
          <div className={styles.bar}>
            <p role="status" data-testid="result-total" className={styles.total}>
              {initial === null ? '' : totalText(t, initial, locale)}
            </p>
            {/* The count beside the button, as MUI's Badge drew it: the button's name stays 'Filters'. */}
            <span className={styles.filterButton}>
              <button
                type="button"
                className={`${buttons.button} ${buttons.outlined}`}
                onClick={() => {
                  setSheetLoaded(true);
                  setSheetOpen(true);
                }}
              >
                <InlineIcon path={iconTune} />
                {t('filters')}
              </button>
              {count > 0 && <span className={styles.badge}>{count}</span>}
            </span>
            <SortSelect filters={asked} onChange={apply} />
          </div>
          <div aria-busy={pending} className={styles.results}>
            {initial === null ? (
              <EmptyResults failed filters={filters} onReset={apply} />
            ) : initial.data.length === 0 ? (
              <EmptyResults filters={filters} onReset={apply} />
            ) : (
              <Results key={query} filters={filters} initial={initial} />
            )}
          </div>
        </div>
        {sheetLoaded && (
          <LazyFilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            filters={asked}
            onChange={apply}
            pending={pending}
            categories={categories}
            showLabel={initial === null ? t('showResults') : t('showCount', counted(initial, locale))}
          />
        )}
      </div>
    </>
  );
}

type ResultsT = ReturnType<typeof useTranslations<'browse.results'>>;

/** A page's result count and the text that shows it (messages take it as `{shown}`, decision 0023). */
function counted(page: AdPage, locale: string) {
  const count = page.total ?? page.data.length;
  return { count, shown: formatWholeNumber(count, locale) };
}

function totalText(t: ResultsT, page: AdPage, locale: string): string {
  const args = counted(page, locale);
  return page.totalCapped ? t('totalMore', { shown: args.shown }) : t('total', args);
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
