'use client';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from '@kraam/shared';
import { euroFormatter } from '@/components/ads/price-text';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';

interface PromoteDialogProps {
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The 3-day home promotion, paid through the demo provider, and said so plainly. */
export function PromoteDialog({ title, busy, onConfirm, onClose }: PromoteDialogProps) {
  const t = useTranslations('publish.myAds.promoteDialog');
  const price = euroFormatter(useLocale())(PROMOTION_PRICE_CENTS);
  return (
    <ConfirmDialog
      open={title !== null}
      title={t('title')}
      confirmLabel={t('confirm', { price })}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>{t('text', { title: title ?? '', days: PROMOTION_DAYS, price })}</Typography>
      <Alert severity="warning" data-testid="demo-provider-notice">
        {t('demo')}
      </Alert>
    </ConfirmDialog>
  );
}
