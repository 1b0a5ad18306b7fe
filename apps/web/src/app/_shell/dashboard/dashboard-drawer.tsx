'use client';
import { useRef, type TouchEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { DRAWER_TRANSITION_MS, SWIPE_THRESHOLD_PX } from '@kraam/shared';
import { LanguageChoice } from '@/components/language/language-choice';
import { DashboardNav } from './dashboard-nav';

/**
 * Mobile: the dashboard menu slides in from the right (500 ms); a swipe right of 50 px closes it. It ends
 * with the language choice.
 */
export function DashboardDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('dashboard');
  const startX = useRef<number | null>(null);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      transitionDuration={DRAWER_TRANSITION_MS}
      slotProps={{
        paper: {
          'aria-label': t('menuLabel'),
          sx: { width: 'min(320px, 85vw)' },
          onTouchStart: (event: TouchEvent) => {
            startX.current = event.touches[0]?.clientX ?? null;
          },
          onTouchEnd: (event: TouchEvent) => {
            const endX = event.changedTouches[0]?.clientX;
            if (startX.current !== null && endX !== undefined && endX - startX.current > SWIPE_THRESHOLD_PX)
              onClose();
            startX.current = null;
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={t('closeMenu')} onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 1 }}>
        <DashboardNav onNavigate={onClose} />
      </Box>
      {/* Phones have no other language switch on these pages: two taps, menu and language. */}
      <Box
        sx={{
          px: 2,
          py: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <LanguageChoice />
      </Box>
    </Drawer>
  );
}
