import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The registration pages' browser texts only (issue 14). */
export default function RegisterLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="account">{children}</ClientMessages>;
}
