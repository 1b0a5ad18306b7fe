'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import AppsIcon from '@mui/icons-material/Apps';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { SHELL } from '@/theme/theme';
import { BrandLink } from './brand-link';
import { CATEGORY_DRAWER_ID, useCategoryDrawer } from './category-drawer-state';
import { SearchBox } from './search-box';

/** Wide screens (≥ 756 px): guests see logo, categories, search, language switch and login (SPEC §2). */
export function DesktopHeader() {
  const t = useTranslations('shell');
  const drawer = useCategoryDrawer();
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
      </Toolbar>
    </AppBar>
  );
}
