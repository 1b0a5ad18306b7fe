import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages';

/** The own booth's browser texts only (issue 14). */
export default function MyBoothLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="booth">{children}</ClientMessages>;
}
