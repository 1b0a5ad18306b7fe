'use client';
import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallContext } from '@/features/auth/hooks/use-auth';
import { useSession } from '@/lib/session/session-context';
import { SellerCallProvider } from '@/lib/api/seller-call';
import { loginHref } from '@/lib/login-href';

/**
 * Seller pages (my booth, new ad, booth settings, my ads): guests go to /login and come back here after
 * it (SPEC §6); signed-in users get their call context for the booths and publishing features.
 */
export function SellerFrame({ children }: { children: ReactNode }) {
  const { known, userInfo } = useSession();
  const ctx = useCallContext();
  const router = useRouter();
  const guest = known && userInfo === null;

  useEffect(() => {
    // The query comes along (`?edit=12`): the page must open as it was asked for after login.
    const { pathname, search } = window.location;
    const newAd = pathname.startsWith('/newAds') && !new URLSearchParams(search).has('edit');
    if (guest) router.replace(loginHref(window.location, newAd ? { intent: 'newAd' } : undefined));
  }, [guest, router]);

  if (!ctx.token) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  return (
    <SellerCallProvider value={{ apiBase: ctx.apiBase, lang: ctx.lang, token: ctx.token }}>
      {children}
    </SellerCallProvider>
  );
}
