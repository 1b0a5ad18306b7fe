import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The linked statement's browser texts only (the card, the appeal form), not the dashboard's. */
export default function StatementLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="statement">{children}</ClientMessages>;
}
