'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SHELL } from '@/theme/theme';

interface ChatFrameProps {
  /** A conversation (or draft) is open: on phones the pane shows instead of the list. */
  selected: boolean;
  /** The page's h1 above the list on wide screens (phones have it in the header). */
  title?: ReactNode;
  list: ReactNode;
  pane: ReactNode;
}

// The frame fills the screen below the header, so only the message list scrolls. On phones it also
// cancels the dashboard's padding (edge to edge) and keeps clear of the bottom bar.
const PHONE_HEIGHT = `calc(100dvh - ${SHELL.mobileHeaderHeight + SHELL.bottomBarHeight + 16}px - env(safe-area-inset-bottom))`;
const WIDE_HEIGHT = `calc(100dvh - ${SHELL.headerHeight + 64}px)`;

/** One at a time on phones (list first), side by side on wide screens. */
export function ChatFrame({ selected, title, list, pane }: ChatFrameProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', wide: '340px minmax(0, 1fr)' },
        height: { xs: PHONE_HEIGHT, wide: WIDE_HEIGHT },
        minHeight: { xs: 360, wide: 480 },
        mx: { xs: -2, sm: -3, wide: 0 },
        my: { xs: -2, sm: -4, wide: 0 },
        bgcolor: 'background.paper',
        border: { wide: 1 },
        borderColor: { wide: 'divider' },
        borderRadius: { wide: 3 },
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: { xs: selected ? 'none' : 'flex', wide: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          borderRight: { wide: 1 },
          borderColor: { wide: 'divider' },
        }}
      >
        {title && (
          <Box
            sx={{
              display: { xs: 'none', wide: 'flex' },
              alignItems: 'center',
              minHeight: 60,
              px: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {title}
          </Box>
        )}
        <Box sx={{ flex: 1, minHeight: 0 }}>{list}</Box>
      </Box>
      <Box
        sx={{
          display: { xs: selected ? 'flex' : 'none', wide: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
        }}
      >
        {pane}
      </Box>
    </Box>
  );
}
