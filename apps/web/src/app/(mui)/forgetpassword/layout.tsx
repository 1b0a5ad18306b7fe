import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The forgotten-password page's browser texts only, so its HTML carries no other page's. */
export default function ForgetPasswordLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="account">{children}</ClientMessages>;
}
