'use client';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AppsIcon from '@mui/icons-material/Apps';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useSession } from '@/features/auth/session-context';
import { loginHref } from '@/lib/login-href';
import { SHELL } from '@/theme/theme';
import { CATEGORY_DRAWER_ID, useCategoryDrawer } from './category-drawer-state';

const itemSx = {
  flex: 1,
  minHeight: 52,
  flexDirection: 'column',
  gap: 0.25,
  fontSize: '0.75rem',
  fontWeight: 500,
  color: 'text.secondary',
  borderRadius: 2,
  '&[aria-current="page"], &[aria-expanded="true"]': { color: 'primary.main' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
} as const;

function Item({
  icon,
  label,
  href,
  current,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  current?: boolean;
}) {
  return (
    <ButtonBase
      component={Link}
      href={href}
      prefetch={href.startsWith('/login') ? false : undefined}
      aria-current={current ? 'page' : undefined}
      sx={itemSx}
    >
      {icon}
      <span>{label}</span>
    </ButtonBase>
  );
}

/**
 * Narrow screens: fixed bottom bar (SPEC §2). New ad, favorites and my booth send guests to /login, which
 * brings them on to where they meant to go once they are in.
 */
export function BottomBar() {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const drawer = useCategoryDrawer();
  const signedIn = useSession().userInfo !== null;
  const gated = (href: string) => (signedIn ? href : loginHref({ pathname: href, search: '' }));
  return (
    <Box
      component="nav"
      aria-label={t('bottomNav')}
      sx={{
        display: { xs: 'flex', wide: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        minHeight: SHELL.bottomBarHeight,
        px: 0.5,
        pt: 0.5,
        pb: 'calc(4px + env(safe-area-inset-bottom))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Item
        icon={<HomeOutlinedIcon />}
        label={t('home')}
        href="/"
        current={pathname === '/' && !drawer.open}
      />
      <ButtonBase
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        aria-controls={drawer.open ? CATEGORY_DRAWER_ID : undefined}
        onClick={drawer.toggle}
        sx={itemSx}
      >
        <AppsIcon />
        <span>{t('category')}</span>
      </ButtonBase>
      <Item
        icon={<AddCircleOutlineIcon />}
        label={t('newAd')}
        href={gated('/newAds/chooseCategory')}
        current={pathname.startsWith('/newAds')}
      />
      <Item
        icon={<FavoriteBorderIcon />}
        label={t('favorites')}
        href={gated('/dashboard/favorites')}
        current={pathname === '/dashboard/favorites'}
      />
      <Item
        icon={<StorefrontOutlinedIcon />}
        label={t('myBooth')}
        href={gated('/mybooth')}
        current={pathname === '/mybooth'}
      />
    </Box>
  );
}
