'use client';
import { useEffect, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { DashboardNav } from '@/app/_shell/dashboard/dashboard-nav';
import { SessionCheck } from '@/features/auth/hooks/use-user-details';
import { loginHref } from '@/lib/login-href';
import { useSession } from '@/lib/session/session-context';
import { SHELL } from '@/theme/theme';

/**
 * Pages a guest reaches from a mail (the statement of reasons links to its decision): they log in first and
 * come back to it, query and all.
 */
const LOGIN_FIRST = ['/dashboard/statements'];

/**
 * Dashboard frame (SPEC §2): guests go to / (to /login and back for a page a mail links to); wide screens
 * get the side menu (not on the chat page), mobile gets the right drawer from the mobile header.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const { known, userInfo } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const guest = known && userInfo === null;

  useEffect(() => {
    if (!guest) return;
    router.replace(LOGIN_FIRST.includes(window.location.pathname) ? loginHref(window.location) : '/');
  }, [guest, router]);

  if (!userInfo) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }

  const sideMenu = pathname !== '/dashboard/chat';
  return (
    <>
      <SessionCheck />
      <Box
        sx={{
          maxWidth: SHELL.contentMaxWidth,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 2, sm: 4 },
          display: 'flex',
          gap: 3,
          alignItems: 'flex-start',
        }}
      >
        {sideMenu && (
          <Paper
            variant="outlined"
            sx={{
              display: { xs: 'none', wide: 'block' },
              width: 280,
              flexShrink: 0,
              p: 1,
              position: 'sticky',
              top: SHELL.headerHeight + 16,
            }}
          >
            <DashboardNav />
          </Paper>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
    </>
  );
}
