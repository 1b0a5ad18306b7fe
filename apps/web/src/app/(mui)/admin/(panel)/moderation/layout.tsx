import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The moderation console's pages: their browser texts (the cache pages never ship them). */
export default function ModerationLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="moderation">{children}</ClientMessages>;
}
