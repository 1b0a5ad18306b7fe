'use client';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { useSession } from '@/features/auth/session-context';
import { ChatHeaderLink } from '@/features/chat/components/chat-header-link';
import { DashboardDrawer } from '@/components/dashboard/dashboard-drawer';
import { dashboardTitleKey } from '@/components/dashboard/dashboard-links';
import { SHELL } from '@/theme/theme';
import { backInHistory } from './back-in-history';
import { BrandLink } from './brand-link';
import { useHeaderTitle } from './header-title';
import { SearchBox } from './search-box';

const target = { width: 44, height: 44 };

/**
 * Narrow screens: search icon (full-screen search), brand, chat and menu (→ dashboard, guests → /login).
 * Below /dashboard/… it shows a back arrow (→ /dashboard, or where the page says, such as an open chat's
 * list), the page title and the dashboard drawer; on an ad a back arrow (to the search or category the
 * visitor came from, else the ads list) and the ad's title.
 */
export function MobileHeader() {
  const t = useTranslations('shell');
  const tDashboard = useTranslations('dashboard');
  const pathname = usePathname();
  const router = useRouter();
  const signedIn = useSession().userInfo !== null;
  const [searching, setSearching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const titleKey = pathname.startsWith('/dashboard/') ? dashboardTitleKey(pathname) : null;
  const pageTitle = useHeaderTitle();

  if (titleKey) {
    return (
      <MobileBar extra={<DashboardDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />}>
        <IconButton
          component={Link}
          href={pageTitle?.backHref ?? '/dashboard'}
          aria-label={pageTitle?.backLabel ?? t('backToDashboard')}
          sx={target}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography component="h1" variant="h3" sx={{ flex: 1 }} noWrap>
          {pageTitle?.title ?? tDashboard(`titles.${titleKey}`)}
        </Typography>
        <IconButton
          aria-label={tDashboard('openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          sx={target}
        >
          <MenuIcon />
        </IconButton>
      </MobileBar>
    );
  }

  if (pathname.startsWith('/ads/')) {
    return (
      <MobileBar extra={null}>
        <IconButton
          component={Link}
          href={pageTitle?.backHref ?? '/categoryAds'}
          onClick={(event: MouseEvent<HTMLElement>) => backInHistory(event, () => router.back())}
          aria-label={t('backToList')}
          sx={target}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography component="p" variant="h3" sx={{ flex: 1, pr: 1.5 }} noWrap>
          {pageTitle?.title}
        </Typography>
      </MobileBar>
    );
  }

  return (
    <MobileBar
      extra={
        <Dialog fullScreen open={searching} onClose={() => setSearching(false)} aria-label={t('searchLabel')}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              p: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <IconButton aria-label={t('closeSearch')} onClick={() => setSearching(false)} sx={target}>
              <CloseIcon />
            </IconButton>
            <SearchBox autoFocus size="large" onSubmitted={() => setSearching(false)} />
          </Box>
        </Dialog>
      }
    >
      <IconButton aria-label={t('openSearch')} onClick={() => setSearching(true)} sx={target}>
        <SearchIcon />
      </IconButton>
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
        <BrandLink compact />
      </Box>
      <ChatHeaderLink href={signedIn ? undefined : '/login'} />
      <IconButton
        component={Link}
        href={signedIn ? '/dashboard' : '/login'}
        prefetch={false}
        aria-label={t('menu')}
        sx={target}
      >
        <MenuIcon />
      </IconButton>
    </MobileBar>
  );
}

/** The sticky phone header bar: its row of controls, plus overlays (drawer, search) that belong to it. */
function MobileBar({ children, extra }: { children: ReactNode; extra: ReactNode }) {
  return (
    <AppBar
      component="header"
      position="sticky"
      sx={{
        display: { xs: 'block', wide: 'none' },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar disableGutters sx={{ minHeight: SHELL.mobileHeaderHeight, px: 0.5, gap: 0.5 }}>
        {children}
      </Toolbar>
      {extra}
    </AppBar>
  );
}
