'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { SHELL } from '@/theme/theme';
import { BrandLink } from './brand-link';
import { SearchBox } from './search-box';

const target = { width: 44, height: 44 };

/** Narrow screens: search icon (full-screen search), brand, chat and menu (guests → /login). */
export function MobileHeader() {
  const t = useTranslations('shell');
  const [searching, setSearching] = useState(false);
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
        <IconButton aria-label={t('openSearch')} onClick={() => setSearching(true)} sx={target}>
          <SearchIcon />
        </IconButton>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
          <BrandLink compact />
        </Box>
        <IconButton component={Link} href="/login" prefetch={false} aria-label={t('chat')} sx={target}>
          <ChatBubbleOutlineIcon />
        </IconButton>
        <IconButton component={Link} href="/login" prefetch={false} aria-label={t('menu')} sx={target}>
          <MenuIcon />
        </IconButton>
      </Toolbar>
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
    </AppBar>
  );
}
