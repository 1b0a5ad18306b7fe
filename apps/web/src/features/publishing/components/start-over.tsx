'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';

interface StartOverProps {
  /** Uploaded photos that would go too, so the question can say so. */
  photos: number;
  disabled: boolean;
  onConfirm: () => void;
}

/**
 * "Start over" for a new ad: a quiet button away from back and next, and a question first, since it wipes
 * every field and photo at once (UI.md: destructive actions confirm).
 */
export function StartOver({ photos, disabled, onConfirm }: StartOverProps) {
  const t = useTranslations('publish.newAd');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        disabled={disabled}
        startIcon={<RestartAltIcon />}
        aria-haspopup="dialog"
        sx={{ color: 'text.secondary', minHeight: 44, flexShrink: 0 }}
      >
        {t('startOver')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('startOverTitle')}
        confirmLabel={t('startOverConfirm')}
        destructive
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      >
        {t('startOverText', { photos })}
      </ConfirmDialog>
    </>
  );
}
