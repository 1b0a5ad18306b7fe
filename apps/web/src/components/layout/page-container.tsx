import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SHELL } from '@/theme/theme';

/** The content column every page uses: centred, padded, as wide as the header. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Box
      sx={{
        maxWidth: narrow ? 800 : SHELL.contentMaxWidth,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 4 },
      }}
    >
      {children}
    </Box>
  );
}
