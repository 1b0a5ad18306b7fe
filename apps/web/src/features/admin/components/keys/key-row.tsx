'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { CacheKey } from '@kraam/shared';
import { useAdminFormat } from '../../hooks/use-admin-format';

/** One cached key: the key itself, its group, size, age and time left, and a remove button. */
export function KeyRow({ entry, busy, onDelete }: { entry: CacheKey; busy: boolean; onDelete: () => void }) {
  const t = useTranslations('admin');
  const format = useAdminFormat();
  return (
    <ListItem
      divider
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('cache.deleteKey', { key: entry.key })}
          onClick={onDelete}
          disabled={busy}
          sx={{ width: 44, height: 44 }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      }
      sx={{ pr: 8 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {entry.key}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            mt: 0.5,
            color: 'text.secondary',
          }}
        >
          <Chip size="small" label={t(`groups.${entry.group}`)} />
          <Typography variant="caption">{format.bytes(entry.sizeBytes)}</Typography>
          <Typography variant="caption">{t('cache.age', { age: format.duration(entry.ageMs) })}</Typography>
          <Typography variant="caption">
            {entry.ttlMs === null ? t('cache.noTtl') : t('cache.ttl', { ttl: format.duration(entry.ttlMs) })}
          </Typography>
        </Box>
      </Box>
    </ListItem>
  );
}
