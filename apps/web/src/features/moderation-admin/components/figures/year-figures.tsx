'use client';
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REPORT_CATEGORIES, type ModerationCounts } from '@kraam/shared';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { medianTime } from '../../model/figures';

const DECISION_TYPES = ['removed', 'demoted', 'suspended', 'terminated', 'noAction'] as const;

const captionSx = {
  captionSide: 'top',
  textAlign: 'left',
  px: 0,
  pt: 0,
  pb: 1,
  color: 'text.primary',
  typography: 'h3',
} as const;

/** A two-column table (what, how many) with a caption that names it; it scrolls rather than squeezes. */
function CountTable({
  caption,
  label,
  rows,
  total,
}: {
  caption: string;
  label: string;
  rows: { key: string; name: string; count: number }[];
  total?: { name: string; count: number };
}) {
  const t = useTranslations('moderation.figures');
  const format = useFormatter();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& caption': captionSx }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {label}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('count')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                {row.name}
              </TableCell>
              <TableCell align="right">{format.number(row.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        {total && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ color: 'text.primary', fontWeight: 'bold' }}>
                {total.name}
              </TableCell>
              <TableCell align="right" sx={{ color: 'text.primary', fontWeight: 'bold' }}>
                {format.number(total.count)}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, py: 1 }}>
      <Typography component="dt">{term}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One year's figures: notices by category, decisions by type, the median time and the appeals. */
export function YearFigures({ counts }: { counts: ModerationCounts }) {
  const t = useTranslations('moderation.figures');
  const categories = useTranslations('moderation.categories');
  const format = useFormatter();
  const median = medianTime(counts.medianHoursToDecision);
  const number = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <Stack spacing={4}>
      <CountTable
        caption={t('noticesCaption')}
        label={t('category')}
        rows={REPORT_CATEGORIES.map((category) => ({
          key: category,
          name: categories(category),
          count: counts.noticesByCategory[category] ?? 0,
        }))}
        total={{ name: t('noticesTotal'), count: counts.notices }}
      />
      <div>
        <CountTable
          caption={t('decisionsCaption')}
          label={t('decisionType')}
          rows={DECISION_TYPES.map((type) => ({
            key: type,
            name: t(`decisionTypes.${type}`),
            count: counts.decisions[type],
          }))}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('decisionsNote')}
        </Typography>
      </div>
      <Box component="section" aria-labelledby="moderation-figures-time">
        <Typography id="moderation-figures-time" variant="h3" sx={{ mb: 1 }}>
          {t('timeAndAppeals')}
        </Typography>
        <Box component="dl" sx={{ m: 0, '& > div + div': { borderTop: 1, borderColor: 'divider' } }}>
          <Fact term={t('median')}>
            {median ? (
              t(median.unit, { count: median.value, value: number(median.value) })
            ) : (
              <>
                <span aria-hidden>{t('medianNone')}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('medianNoneLabel')}
                </Box>
              </>
            )}
          </Fact>
          <Fact term={t('appeals')}>{format.number(counts.appeals)}</Fact>
          <Fact term={t('reversals')}>{format.number(counts.reversals)}</Fact>
          {counts.appeals > 0 && (
            <Fact term={t('reversalShare')}>
              {format.number(counts.reversals / counts.appeals, {
                style: 'percent',
                maximumFractionDigits: 1,
              })}
            </Fact>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
