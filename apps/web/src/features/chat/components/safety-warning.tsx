'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import type { SafetyFlag } from '@kraam/shared';

/** Shown above a message the server flagged: the advice fits the strongest sign in it. */
export function SafetyWarning({ flag }: { flag: SafetyFlag }) {
  const t = useTranslations('chat.safety');
  return (
    <Alert severity="warning" variant="outlined" sx={{ maxWidth: { xs: '90%', sm: '75%' }, mb: 0.5, py: 0 }}>
      {t(flag)}
    </Alert>
  );
}
