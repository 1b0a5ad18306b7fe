'use client';
import { useTranslations } from 'next-intl';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@kraam/shared';
import { ToastCloseButton } from './toast-close-button';
import { ToastHousekeeping } from './toast-housekeeping';

/**
 * The site's toasts: top-right as SPEC §2 places them, written left-to-right (SPEC's 'right-to-left mode'
 * came from a product in a right-to-left language; decision 0014), with stale errors cleared. The container
 * is a polite live region and each toast an alert, both named in the visitor's language.
 */
export function SiteToasts() {
  const t = useTranslations('shell.toasts');
  return (
    <>
      <ToastHousekeeping />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggablePercent={TOAST_DRAG_PERCENT}
        aria-label={t('label')}
        closeButton={(props) => <ToastCloseButton {...props} label={t('close')} />}
      />
    </>
  );
}
