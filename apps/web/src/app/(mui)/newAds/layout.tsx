import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The publishing pages' browser texts only, so their HTML carries no other page's. */
export default function NewAdsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="publishing">{children}</ClientMessages>;
}
