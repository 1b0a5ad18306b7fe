// The API's job names (apps/api: alert-jobs.ts, notification-retention.ts, expiry-reminders.ts,
// unread-email-schedule.ts, file-collector-schedule.ts, register-matching.ts, register-web-push.ts, ad-events.ts) and their keys in the admin
// messages (admin.jobs.names); a job the panel does not know yet shows its name and cron expression.
export const JOB_LABELS = {
  'saved-search-held-alerts': 'heldAlerts',
  'saved-search-daily-digest': 'dailyDigest',
  'saved-search-weekly-digest': 'weeklyDigest',
  'notification-retention': 'notificationRetention',
  'ad-expiry-reminders': 'expiryReminders',
  'chat-unread-emails': 'chatUnreadEmails',
  'file-collector': 'fileCollector',
  'saved-search-match': 'savedSearchMatch',
  'web-push': 'webPush',
  'ad-event': 'adEvent',
} as const;

export type JobLabelKey = (typeof JOB_LABELS)[keyof typeof JOB_LABELS];

export const jobLabelKey = (name: string): JobLabelKey | null =>
  (JOB_LABELS as Record<string, JobLabelKey>)[name] ?? null;
