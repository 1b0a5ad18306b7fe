import type { Notification } from '@kraam/shared';

/** A day's notifications, `day` as YYYY-MM-DD in Amsterdam (UI.md: times in Europe/Amsterdam). */
export interface NotificationDay {
  day: string;
  /** Relative to `now`: shown as 'Vandaag' / 'Gisteren', else as the date. */
  when: 'today' | 'yesterday' | 'earlier';
  notifications: Notification[];
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const amsterdamDay = (moment: Date): string => dayFormat.format(moment);

/** The calendar day before `day`, by the calendar rather than 24 hours back (a DST day has 23 or 25). */
function dayBefore(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - 1);
  return noon.toISOString().slice(0, 10);
}

/** The list (newest first, as the API answers) cut into days, keeping that order. */
export function groupByDay(notifications: readonly Notification[], now: Date): NotificationDay[] {
  const today = amsterdamDay(now);
  const yesterday = dayBefore(today);
  const days: NotificationDay[] = [];
  for (const notification of notifications) {
    const day = amsterdamDay(new Date(notification.createdAt));
    const last = days.at(-1);
    if (last?.day === day) last.notifications.push(notification);
    else
      days.push({
        day,
        when: day === today ? 'today' : day === yesterday ? 'yesterday' : 'earlier',
        notifications: [notification],
      });
  }
  return days;
}
