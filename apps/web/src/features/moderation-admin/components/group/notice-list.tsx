'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Notice } from '@kraam/shared';
import { useModerationFormat } from '../../hooks/use-moderation-format';

/** Who reported: name and email, one of them, or 'anoniem' (a notice about child abuse may leave both out). */
function reporterOf(notice: Notice, anonymous: string): string {
  const { reporterName: name, reporterEmail: email } = notice;
  if (name && email) return `${name} (${email})`;
  return name || email || anonymous;
}

/** The notices about one thing, oldest first, as the API sends them. */
export function NoticeList({ notices }: { notices: Notice[] }) {
  const t = useTranslations('moderation');
  const format = useModerationFormat();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h4" sx={{ mb: 1 }}>
        {t('notices.title', { count: notices.length })}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {notices.map((notice) => (
          <Box
            component="li"
            key={notice.id}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 0.5 }}
          >
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t('notices.caseNumber', { caseNumber: notice.caseNumber })}
              </Typography>
              <Chip size="small" label={t(`categories.${notice.category}`)} />
              {notice.status === 'decided' && (
                <Chip size="small" variant="outlined" label={t('notices.decided')} />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('notices.reporter', { reporter: reporterOf(notice, t('notices.anonymous')) })}
              {' · '}
              <time dateTime={notice.createdAt}>{format.dateTime(notice.createdAt)}</time>
            </Typography>
            <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notice.explanation}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
