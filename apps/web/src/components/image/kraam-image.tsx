'use client';
import { useState } from 'react';
import Image, { type ImageLoader } from 'next/image';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import { IMAGE_PREVIEW_SIZE, IMAGE_QUALITY, PREVIEW_BLUR_PX, fileUrl } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';

export interface KraamImageProps {
  /** File id from the API; null/undefined shows the placeholder. */
  id: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the loader picks a fitting width. */
  sizes?: string;
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** Styles of the frame; give it a size or an aspect ratio, the image fills it. */
  sx?: SxProps<Theme>;
}

/** Builds the loader for one API host: every width goes to the API's resizer (SPEC §2). */
export function apiImageLoader(apiBase: string): ImageLoader {
  return ({ src, width, quality }) => fileUrl(apiBase, src, { w: width, q: quality ?? IMAGE_QUALITY });
}

/**
 * SPEC §2 image display: a blurred small preview until the full image has loaded; a no-image icon on
 * error or without an id.
 */
export function KraamImage({
  id,
  alt,
  sizes = '100vw',
  priority = false,
  fit = 'cover',
  sx,
}: KraamImageProps) {
  const apiBase = useApiBase();
  // Remembering which id loaded (or failed) makes a new id start over with its preview, without an effect.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const loaded = Boolean(id) && loadedId === id;
  const failed = Boolean(id) && failedId === id;

  const frame: SxProps<Theme> = [
    { position: 'relative', overflow: 'hidden', bgcolor: 'grey.100', display: 'block' },
    ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : [sx ?? {}]),
  ] as SxProps<Theme>;

  if (!id || failed) {
    return (
      <Box sx={frame} role="img" aria-label={alt} data-testid="image-placeholder">
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'text.disabled',
          }}
        >
          <HideImageOutlinedIcon sx={{ fontSize: 'clamp(20px, 30%, 48px)' }} />
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={frame}>
      {!loaded && (
        <img
          src={fileUrl(apiBase, id, { size: IMAGE_PREVIEW_SIZE })}
          alt=""
          aria-hidden="true"
          data-testid="image-preview"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: fit,
            filter: `blur(${PREVIEW_BLUR_PX}px)`,
            transform: 'scale(1.1)',
          }}
        />
      )}
      <Image
        src={id}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        loader={apiImageLoader(apiBase)}
        onLoad={() => setLoadedId(id)}
        onError={() => setFailedId(id)}
        style={{ objectFit: fit, opacity: loaded ? 1 : 0, transition: 'opacity 200ms ease-out' }}
      />
    </Box>
  );
}
