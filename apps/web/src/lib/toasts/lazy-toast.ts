import type { ToastOptions } from 'react-toastify';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * A toast from code in a page's first load (the favourite hearts, the ad's actions): react-toastify and its
 * styles are imported with the first toast rather than with every page (decision 0021). Until the container
 * (SiteToasts, mounted once the page is idle) is there, react-toastify queues it.
 */
export function lazyToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}
