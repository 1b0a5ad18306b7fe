import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** A booth's browser texts only, so its HTML carries no other page's. */
export default function BoothLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="booth">{children}</ClientMessages>;
}
