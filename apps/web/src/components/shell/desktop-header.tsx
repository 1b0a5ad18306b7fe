'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AppsIcon from '@mui/icons-material/Apps';
import { useSession } from '@/features/auth/session-context';
import { BoothHeaderLink } from '@/features/booths/components/booth-header-link';
import { ChatHeaderLink } from '@/features/chat/components/chat-header-link';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { SHELL } from '@/theme/theme';
import { BrandLink } from './brand-link';
import { ProfileMenu } from './profile-menu';
import { CATEGORY_DRAWER_ID, useCategoryDrawer } from './category-drawer-state';
import { SearchBox } from './search-box';

/**
 * Wide screens (≥ 756 px): logo, categories and search; guests then see the language switch and login,
 * signed-in users publish-free-ad, chat, language switch, booth link and the profile menu (SPEC §2).
 */
export function DesktopHeader() {
  const t = useTranslations('shell');
  const drawer = useCategoryDrawer();
  const { userInfo } = useSession();
  return (
    <AppBar
      component="header"
      position="sticky"
      sx={{
        display: { xs: 'none', wide: 'block' },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar
        sx={{
          minHeight: SHELL.headerHeight,
          maxWidth: SHELL.contentMaxWidth,
          width: '100%',
          mx: 'auto',
          gap: 2,
        }}
      >
        <BrandLink />
        <Button
          variant="text"
          color="inherit"
          startIcon={<AppsIcon />}
          aria-haspopup="dialog"
          aria-expanded={drawer.open}
          aria-controls={drawer.open ? CATEGORY_DRAWER_ID : undefined}
          onClick={drawer.toggle}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {t('categories')}
        </Button>
        <Box sx={{ flex: 1, maxWidth: 640, mx: 'auto' }}>
          <SearchBox />
        </Box>
        {userInfo ? (
          <>
            <Button
              component={Link}
              href="/newAds/chooseCategory"
              variant="contained"
              startIcon={<AddCircleOutlineIcon />}
              sx={{ minHeight: 44, px: 2, flexShrink: 0 }}
            >
              {t('publishAd')}
            </Button>
            <ChatHeaderLink />
            <LanguageSwitcher showName={false} />
            <BoothHeaderLink />
            <ProfileMenu />
          </>
        ) : (
          <>
            <LanguageSwitcher showName="after" />
            <Button
              component={Link}
              href="/login"
              prefetch={false}
              variant="contained"
              sx={{ minHeight: 44, px: 2.5, flexShrink: 0 }}
            >
              {t('login')}
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
