'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Appeal } from '@kraam/shared';
import { useModerationFormat } from '../../hooks/use-moderation-format';
import { TargetPreview } from '../group/target-preview';
import { ResolveForm } from './resolve-form';

const STATUS_COLOURS = { open: 'default', upheld: 'success', reversed: 'warning' } as const;

/** One appeal: the thing and the decision it is about, who appealed and why, and its resolution. */
export function AppealCard({ appeal }: { appeal: Appeal }) {
  const t = useTranslations('moderation.appeals');
  const format = useModerationFormat();
  const titleId = useId();
  const decisionId = useId();
  const appellantId = useId();
  const { decision } = appeal;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2} divider={<Divider flexItem />}>
        <TargetPreview target={appeal.target} titleId={titleId} />
        <Box component="section" aria-labelledby={decisionId}>
          <Typography id={decisionId} component="h3" variant="h4" sx={{ mb: 0.5 }}>
            {t('decision')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{format.decision(decision)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('decidedBy', { date: format.date(decision.decidedAt), moderator: decision.moderatorEmail })}
          </Typography>
        </Box>
        <Box component="section" aria-labelledby={appellantId}>
          <Typography id={appellantId} component="h3" variant="h4" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            {t('appellant', { name: appeal.appellantName, role: t(`roles.${appeal.appellantRole}`) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('submittedAt', { date: format.dateTime(appeal.createdAt) })}
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {appeal.text}
          </Typography>
        </Box>
        {appeal.status === 'open' ? (
          <ResolveForm appeal={appeal} />
        ) : (
          <Stack spacing={1}>
            <Chip
              color={STATUS_COLOURS[appeal.status]}
              label={t(`status.${appeal.status}`)}
              sx={{ alignSelf: 'flex-start' }}
            />
            {appeal.explanation && (
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {appeal.explanation}
              </Typography>
            )}
            {appeal.resolvedAt && (
              <Typography variant="body2" color="text.secondary">
                {t('resolvedAt', { date: format.dateTime(appeal.resolvedAt) })}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
