import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The renewal page's browser texts only (with the unsubscribe page's: both are mail links). */
export default function RenewalLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="alerts">{children}</ClientMessages>;
}
