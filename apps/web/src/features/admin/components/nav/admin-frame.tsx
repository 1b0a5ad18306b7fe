'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { ADMIN_SIDEBAR_WIDTH, type StaffRole } from '@kraam/shared';
import { SHELL } from '@/theme/theme';
import { AdminNav } from './admin-nav';

/**
 * The admin layout (SPEC §2): a fixed sidebar on wide screens; on phones a top bar whose menu button
 * opens the same sidebar as a drawer. CSS decides which shows, so the server's HTML is already right.
 */
export function AdminFrame({ role, children }: { role: StaffRole; children: ReactNode }) {
  const t = useTranslations('admin');
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', wide: 'block' },
          width: ADMIN_SIDEBAR_WIDTH,
          flexShrink: 0,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        {/* The aside stretches to the page's height, so its background reaches the bottom of a long page;
            its content stays in view. */}
        <Box sx={{ position: 'sticky', top: 0, height: '100dvh', overflowY: 'auto' }}>
          <AdminNav role={role} />
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <AppBar
          position="sticky"
          sx={{ display: { xs: 'block', wide: 'none' }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label={t('nav.openMenu')}
              aria-expanded={open}
              onClick={() => setOpen(true)}
              sx={{ width: 44, height: 44 }}
            >
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="h3">
              {t('panelTitle')}
            </Typography>
          </Toolbar>
        </AppBar>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          sx={{ display: { wide: 'none' } }}
          slotProps={{ paper: { sx: { width: `min(${ADMIN_SIDEBAR_WIDTH}, 85vw)` } } }}
        >
          <AdminNav role={role} onNavigate={() => setOpen(false)} />
        </Drawer>
        <Box
          component="main"
          id="main"
          sx={{
            px: { xs: 2, sm: 3, md: 4 },
            py: { xs: 2, sm: 4 },
            maxWidth: SHELL.contentMaxWidth,
            mx: 'auto',
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
