'use client';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { LoadFailed, LoadingCards } from '../load-states';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppealStatus } from '../../api/moderation-calls';
import { isSessionOver, useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import { appealsQuery } from '../../query/moderation-queries';
import { StatusTabs, tabPanelProps } from '../status-tabs';
import { AppealCard } from './appeal-card';

const TABS_ID = 'moderation-appeals';

/** /admin/moderation/appeals: the appeals against decisions (Art. 20), open or resolved, oldest first. */
export function AppealsPage() {
  const t = useTranslations('moderation.appeals');
  const [status, setStatus] = useState<AppealStatus>('open');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </div>
      <StatusTabs
        label={t('tabs')}
        value={status}
        idPrefix={TABS_ID}
        options={[
          { value: 'open', label: t('open') },
          { value: 'resolved', label: t('resolved') },
        ]}
        onChange={setStatus}
      />
      <Box {...tabPanelProps(TABS_ID, status)}>
        <AppealList status={status} />
      </Box>
    </Stack>
  );
}

function AppealList({ status }: { status: AppealStatus }) {
  const t = useTranslations('moderation.appeals');
  const lang = useLocale();
  const expired = useSessionExpiry();
  const query = useQuery({ ...appealsQuery(lang, status), staleTime: 0 });

  useEffect(() => {
    expired(query.error);
  }, [expired, query.error]);

  if (query.isError && !isSessionOver(query.error)) {
    return (
      <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return <LoadingCards label={t('loading')} height={260} />;
  }
  if (query.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {status === 'open' ? t('emptyOpen') : t('emptyResolved')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {query.data.map((appeal) => (
        <AppealCard key={appeal.id} appeal={appeal} />
      ))}
    </Stack>
  );
}
