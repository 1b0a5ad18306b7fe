'use client';
import { useTranslations } from 'next-intl';
import { iconStorefront } from '@/components/icons/icon-paths';
import { EmptyState } from '@/components/layout/empty-state';
import { LinkButton } from '@/components/link/app-link';

/** SPEC §6: an ad needs a booth first. */
export function NoBoothNotice() {
  const t = useTranslations('publish.newAd');
  return (
    <EmptyState icon={iconStorefront} text={t('noBooth')} role="alert">
      <LinkButton href="/dashboard/boothSetting" variant="contained" size="large">
        {t('toBoothSettings')}
      </LinkButton>
    </EmptyState>
  );
}
