'use client';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { LoadFailed, LoadingCards } from '../load-states';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isSessionOver, useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import { amsterdamDay, figureYears, isEmptyYear } from '../../model/figures';
import { moderationCountsQuery } from '../../query/moderation-queries';
import { ExportForm } from './export-form';
import { YearFigures } from './year-figures';

const YEAR_FIELD_ID = 'moderation-figures-year';

/**
 * /admin/moderation/figures: the year in figures (DSA Art. 15 and 24) and the export of the statements of
 * reasons for the Transparency Database (Art. 24(5)).
 */
export function FiguresPage() {
  const t = useTranslations('moderation.figures');
  // Read once: the page's idea of today does not move while it is open.
  const [today] = useState(() => amsterdamDay(new Date()));
  const currentYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(currentYear);
  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </div>
      <TextField
        id={YEAR_FIELD_ID}
        select
        label={t('year')}
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
        slotProps={{ select: { native: true } }}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {figureYears(currentYear).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
      <Box component="section" aria-labelledby="moderation-figures-heading">
        <Typography id="moderation-figures-heading" variant="h2" sx={{ mb: 2 }}>
          {t('yearHeading', { year })}
        </Typography>
        <Figures year={year} />
      </Box>
      <Paper component="section" variant="outlined" aria-labelledby="moderation-export-heading" sx={{ p: 2 }}>
        {/* A new year starts from that year's period. */}
        <ExportForm key={year} year={year} today={today} headingId="moderation-export-heading" />
      </Paper>
    </Stack>
  );
}

function Figures({ year }: { year: number }) {
  const t = useTranslations('moderation.figures');
  const lang = useLocale();
  const expired = useSessionExpiry();
  const query = useQuery({ ...moderationCountsQuery(lang, year), staleTime: 0 });

  useEffect(() => {
    expired(query.error);
  }, [expired, query.error]);

  if (query.isError && !isSessionOver(query.error)) {
    return (
      <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return <LoadingCards label={t('loading')} height={200} />;
  }
  if (isEmptyYear(query.data)) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('empty', { year })}
      </Typography>
    );
  }
  return <YearFigures counts={query.data} />;
}
