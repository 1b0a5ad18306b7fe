'use client';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@kraam/shared';
import { ToastHousekeeping } from './toast-housekeeping';

/**
 * The site's toasts: top-right as SPEC §2 places them, written left-to-right (SPEC's 'right-to-left mode'
 * came from a product in a right-to-left language; decision 0014), with stale errors cleared.
 */
export function SiteToasts() {
  return (
    <>
      <ToastHousekeeping />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggablePercent={TOAST_DRAG_PERCENT}
      />
    </>
  );
}
