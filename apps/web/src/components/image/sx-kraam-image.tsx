'use client';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { KraamImage, type KraamImageProps } from './kraam-image';

const SX_FRAME = { position: 'relative', overflow: 'hidden', bgcolor: 'grey.100', display: 'block' } as const;

/**
 * KraamImage in a frame styled with MUI's `sx`, for one-off images on pages that carry MUI anyway
 * (galleries, forms, the chat); lists use KraamImage with a class, which needs no MUI (decision 0021).
 */
export function SxKraamImage({ sx, ...props }: KraamImageProps & { sx: SxProps<Theme> }) {
  return (
    <KraamImage
      {...props}
      frame={(frameProps, children) => (
        <Box
          className={props.className}
          sx={[SX_FRAME, ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : [sx])] as SxProps<Theme>}
          {...frameProps}
        >
          {children}
        </Box>
      )}
    />
  );
}
