import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The mail links' pages (unsubscribe): their browser texts only. */
export default function AlertsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="alerts">{children}</ClientMessages>;
}
