'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ModerationTarget } from '@kraam/shared';
import { visuallyHidden } from '@/components/layout/visually-hidden';

const STATE_COLOURS = { live: 'success', removed: 'error', gone: 'default' } as const;

/**
 * What was reported, as a moderator needs to see it: picture, kind, state, title (the card's heading),
 * the first words and the owner, with a link to the live page in a new tab.
 */
export function TargetPreview({
  target,
  titleId,
  headingLevel = 'h2',
}: {
  target: ModerationTarget;
  titleId: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('moderation.target');
  const newTabId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      {target.imageUrl && (
        <Box
          component="img"
          src={target.imageUrl}
          alt=""
          loading="lazy"
          sx={{
            width: { xs: 72, sm: 96 },
            height: { xs: 72, sm: 96 },
            objectFit: 'cover',
            borderRadius: 1,
            flexShrink: 0,
            bgcolor: 'action.hover',
          }}
        />
      )}
      <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(`types.${target.type}`)} />
          <Chip size="small" color={STATE_COLOURS[target.state]} label={t(`states.${target.state}`)} />
        </Stack>
        <Typography id={titleId} component={headingLevel} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {target.title}
        </Typography>
        {target.excerpt && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {target.excerpt}
          </Typography>
        )}
        <Typography variant="body2">{t('owner', { name: target.ownerName })}</Typography>
        {target.path ? (
          <Box>
            <Link
              href={target.path}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabId}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
            >
              {t('viewLive')}
              <OpenInNewIcon fontSize="small" aria-hidden />
            </Link>
            <Box component="span" id={newTabId} sx={visuallyHidden}>
              {t('newTab')}
            </Box>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noPage')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
