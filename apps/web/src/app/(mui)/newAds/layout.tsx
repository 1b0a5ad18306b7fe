import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The publishing pages' browser texts only (issue 14). */
export default function NewAdsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="publishing">{children}</ClientMessages>;
}
