import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The search page's browser texts only (issue 14). */
export default function SearchLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="search">{children}</ClientMessages>;
}
