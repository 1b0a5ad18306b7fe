import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The sign-up page's browser texts only, so its HTML carries no other page's. */
export default function SignUpLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="account">{children}</ClientMessages>;
}
