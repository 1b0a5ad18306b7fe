import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The search page's browser texts only, so its HTML carries no other page's. */
export default function SearchLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="search">{children}</ClientMessages>;
}
