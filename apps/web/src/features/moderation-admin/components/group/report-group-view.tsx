'use client';
import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ReportGroup } from '@kraam/shared';
import { EarlierDecisions } from './earlier-decisions';
import { NoticeList } from './notice-list';
import { TargetPreview } from './target-preview';

/** One reported thing with its notices and the earlier decisions on its owner; `actions` below them. */
export function ReportGroupView({
  group,
  titleId,
  actions,
}: {
  group: ReportGroup;
  titleId: string;
  actions?: ReactNode;
}) {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <TargetPreview target={group.target} titleId={titleId} />
      <NoticeList notices={group.notices} />
      <EarlierDecisions decisions={group.earlierDecisions} />
      {actions}
    </Stack>
  );
}
