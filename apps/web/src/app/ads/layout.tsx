import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The ad page's browser texts only, so its HTML carries no other page's. */
export default function AdLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="ad">{children}</ClientMessages>;
}
