import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The ad page's browser texts only (issue 14). */
export default function AdLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="ad">{children}</ClientMessages>;
}
