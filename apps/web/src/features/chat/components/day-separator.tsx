'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayName } from '../model/message-days';

/** 'Vandaag', 'Gisteren' or the date, between the messages of two days. */
export function DaySeparator({ day }: { day: string }) {
  const t = useTranslations('chat.messages');
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const name = dayName(day, now);
  // Noon UTC of that day is the same calendar day in Amsterdam, so the formatter names the right one.
  const date = new Date(`${day}T12:00:00Z`);
  const label =
    name === 'today' || name === 'yesterday'
      ? t(name)
      : format.dateTime(date, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          ...(name === 'older' ? { year: 'numeric' } : {}),
        });
  return (
    <Box
      component="li"
      role="separator"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', my: 1.5 }}
    >
      <Typography
        variant="caption"
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'grey.100',
          color: 'text.secondary',
          fontWeight: 500,
        }}
        aria-hidden
      >
        {label}
      </Typography>
    </Box>
  );
}
