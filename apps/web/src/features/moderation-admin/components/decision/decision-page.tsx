'use client';
import { useEffect, useId } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { ApiError } from '@/lib/api/api-error';
import { MODERATION_PAGES } from '../../api/bff-paths';
import { isSessionOver, useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import { openNoticeIds } from '../../model/decision-form';
import { reportGroupQuery } from '../../query/moderation-queries';
import { ReportGroupView } from '../group/report-group-view';
import { DecisionForm } from './decision-form';

const columns = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
} as const;

/** /admin/moderation/[noticeId]: the reported thing beside (on a phone: above) the decision form. */
export function DecisionPage({ noticeId }: { noticeId: number }) {
  const t = useTranslations('moderation.decision');
  const lang = useLocale();
  const expired = useSessionExpiry();
  const query = useQuery(reportGroupQuery(lang, noticeId));
  const titleId = useId();

  useEffect(() => {
    expired(query.error);
  }, [expired, query.error]);

  let content;
  if (query.data) {
    const group = query.data;
    content = (
      <Box sx={columns}>
        <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
          <ReportGroupView group={group} titleId={titleId} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {openNoticeIds(group).length > 0 ? (
            <DecisionForm group={group} />
          ) : (
            <Alert severity="info">{t('alreadyDecided')}</Alert>
          )}
        </Paper>
      </Box>
    );
  } else if (query.isError && !isSessionOver(query.error)) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    content = missing ? (
      <Alert severity="warning">{t('notFound')}</Alert>
    ) : (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <Box sx={columns} aria-busy>
        <Box role="status" sx={visuallyHidden}>
          {t('loading')}
        </Box>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={480} />
      </Box>
    );
  }

  return (
    <Stack spacing={2}>
      <Button
        component={Link}
        href={MODERATION_PAGES.queue}
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        {t('back')}
      </Button>
      <Typography variant="h1">{t('title')}</Typography>
      {content}
    </Stack>
  );
}
