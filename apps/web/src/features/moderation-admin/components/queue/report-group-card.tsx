'use client';
import { useId } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import type { ReportGroup } from '@kraam/shared';
import { MODERATION_PAGES } from '../../api/bff-paths';
import { openNoticeIds } from '../../model/decision-form';
import { ReportGroupView } from '../group/report-group-view';

/** One reported thing in the queue, named by its title; 'Beslissen' while a notice about it is open. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const t = useTranslations('moderation.queue');
  const titleId = useId();
  const [firstOpen] = openNoticeIds(group);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <ReportGroupView
        group={group}
        titleId={titleId}
        actions={
          firstOpen !== undefined && (
            <Button
              component={Link}
              href={MODERATION_PAGES.decide(firstOpen)}
              variant="contained"
              startIcon={<GavelOutlinedIcon aria-hidden />}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 44 }}
            >
              {t('decide')}
            </Button>
          )
        }
      />
    </Paper>
  );
}
