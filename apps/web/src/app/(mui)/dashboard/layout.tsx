import type { ReactNode } from 'react';
import { DashboardFrame } from '@/app/_shell/dashboard/dashboard-frame';
import { ClientMessages } from '@/i18n/client-messages';

/** The dashboard's frame with its browser texts (public pages never ship them). */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages group="dashboard">
      <DashboardFrame>{children}</DashboardFrame>
    </ClientMessages>
  );
}
