'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { amsterdamDay, dayName } from '../model/message-days';

/** When a conversation last moved: the time today, 'Gisteren', else the date. */
export function ConversationTime({ iso }: { iso: string }) {
  const t = useTranslations('chat.messages');
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const date = new Date(iso);
  const name = dayName(amsterdamDay(date), now);
  const label =
    name === 'today'
      ? format.dateTime(date, { hour: '2-digit', minute: '2-digit' })
      : name === 'yesterday'
        ? t('yesterday')
        : format.dateTime(date, {
            day: 'numeric',
            month: 'short',
            ...(name === 'older' ? { year: 'numeric' } : {}),
          });
  return <time dateTime={iso}>{label}</time>;
}
