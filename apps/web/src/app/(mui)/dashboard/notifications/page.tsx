import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { NotificationCentre } from '@/features/notifications/components/notification-centre';
import { PushSwitch } from '@/features/notifications/components/push-switch';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('notifications'), robots: { index: false } };
}

/** /dashboard/notifications: the notification centre (the headers' bell opens it). */
export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  const tCentre = await getTranslations('notifications.centre');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1, display: { xs: 'none', wide: 'block' } }}>
        {t('notifications')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {tCentre('intro')}
      </Typography>
      <PushSwitch />
      <NotificationCentre />
    </>
  );
}
