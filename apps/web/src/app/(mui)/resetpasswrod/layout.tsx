import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The reset-password page's browser texts only (issue 14). */
export default function ResetPasswordLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="account">{children}</ClientMessages>;
}
