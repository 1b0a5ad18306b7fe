'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { CacheStats } from '@kraam/shared';
import { useAdminFormat } from '../../hooks/use-admin-format';
import { chartPoints } from '../../model/chart-points';

const VIEW_WIDTH = 100;
const VIEW_HEIGHT = 40;

/**
 * The hit ratio over the stats history as a small line chart. The SVG stretches to its box; labels are
 * HTML around it so they stay readable at any width (no chart library for one line).
 */
export function HitRatioChart({ history }: { history: CacheStats['history'] }) {
  const t = useTranslations('admin.dashboard');
  const format = useAdminFormat();
  const theme = useTheme();
  const points = chartPoints(
    history.map((point) => point.hitRatio),
    VIEW_WIDTH,
    VIEW_HEIGHT,
  );
  const first = history[0];
  const last = history.at(-1);
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hit-ratio-title" sx={{ p: 2 }}>
      <Typography id="hit-ratio-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('chartTitle')}
      </Typography>
      {!first || !last || history.length < 2 ? (
        <Typography color="text.secondary">{t('chartEmpty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
          <Box
            aria-hidden
            sx={{
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'space-between',
              typography: 'caption',
              color: 'text.secondary',
              textAlign: 'right',
            }}
          >
            <span>{format.percent(1)}</span>
            <span>{format.percent(0.5)}</span>
            <span>{format.percent(0)}</span>
          </Box>
          <Box
            component="svg"
            role="img"
            aria-label={t('chartLabel', {
              first: format.percent(first.hitRatio),
              last: format.percent(last.hitRatio),
            })}
            viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            sx={{ width: '100%', height: { xs: 140, sm: 180 }, display: 'block', overflow: 'visible' }}
          >
            {[0, VIEW_HEIGHT / 2, VIEW_HEIGHT].map((y) => (
              <line
                key={y}
                x1={0}
                x2={VIEW_WIDTH}
                y1={y}
                y2={y}
                stroke={theme.palette.divider}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <polygon
              points={`0,${VIEW_HEIGHT} ${line} ${VIEW_WIDTH},${VIEW_HEIGHT}`}
              fill={alpha(theme.palette.primary.main, 0.12)}
            />
            <polyline
              points={line}
              fill="none"
              stroke={theme.palette.primary.main}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </Box>
          <span />
          <Box
            aria-hidden
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              typography: 'caption',
              color: 'text.secondary',
              mt: 0.5,
            }}
          >
            <span>{format.time(first.at)}</span>
            <span>{format.time(last.at)}</span>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
