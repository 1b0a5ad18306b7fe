'use client';
import { useTranslations } from 'next-intl';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ReadTick } from '../model/chat-message-view';

const ICONS = { sending: ScheduleIcon, failed: ErrorOutlineIcon, sent: DoneIcon, read: DoneAllIcon } as const;

/** ✓ stored, ✓✓ read by the other party; named for screen readers. */
export function ReadTickIcon({ tick }: { tick: ReadTick }) {
  const t = useTranslations('chat.messages.ticks');
  const Icon = ICONS[tick];
  return <Icon titleAccess={t(tick)} sx={{ fontSize: 16 }} />;
}
