import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The registration pages' browser texts only, so their HTML carries no other page's. */
export default function RegisterLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="account">{children}</ClientMessages>;
}
