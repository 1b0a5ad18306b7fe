'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MultiEditAction } from '@kraam/shared';

const BULK_ACTIONS: MultiEditAction[] = ['renew', 'markReserved', 'markSold', 'markAvailable', 'deactivate'];

interface BulkBarProps {
  count: number;
  busy: boolean;
  onAction: (action: MultiEditAction) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** Shown while ads are selected: one MultiEdit for all of them. */
export function BulkBar({ count, busy, onAction, onDelete, onClear }: BulkBarProps) {
  const t = useTranslations('publish.myAds');
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('bulk.label')}
      sx={{
        p: 1.5,
        mb: 2,
        position: 'sticky',
        top: { xs: 64, wide: 80 },
        zIndex: 2,
        bgcolor: 'primary.light',
      }}
    >
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography sx={{ fontWeight: 500, mr: 1 }} aria-live="polite">
          {t('bulk.selected', { count })}
        </Typography>
        {BULK_ACTIONS.map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            onClick={() => onAction(action)}
            disabled={busy}
            sx={{ bgcolor: 'background.paper' }}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button size="small" variant="contained" color="error" onClick={onDelete} disabled={busy}>
          {t('bulk.delete')}
        </Button>
        <Button size="small" onClick={onClear} disabled={busy}>
          {t('bulk.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
