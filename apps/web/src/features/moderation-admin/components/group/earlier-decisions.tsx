'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DecisionSummary } from '@kraam/shared';
import { useModerationFormat } from '../../hooks/use-moderation-format';

/** The earlier decisions about the owner, so a repeat offender is seen as one. */
export function EarlierDecisions({ decisions }: { decisions: DecisionSummary[] }) {
  const t = useTranslations('moderation.earlier');
  const format = useModerationFormat();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h4" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {decisions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
          {decisions.map((decision) => (
            <li key={decision.id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {format.decision(decision)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('by', { date: format.date(decision.decidedAt), moderator: decision.moderatorEmail })}
                {decision.reversedAt && ` · ${t('reversed', { date: format.date(decision.reversedAt) })}`}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
