'use client';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { SWIPE_THRESHOLD_PX } from '@kraam/shared';
import { SxKraamImage } from '@/components/image/sx-kraam-image';

interface FullscreenGalleryProps {
  open: boolean;
  onClose: () => void;
  imageIds: string[];
  index: number;
  onIndex: (index: number) => void;
  alt: (index: number) => string;
}

const navSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 48,
  height: 48,
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
} as const;

/** All photos over the whole screen: arrow keys or buttons step, a swipe on a phone too, Escape closes. */
export function FullscreenGallery({ open, onClose, imageIds, index, onIndex, alt }: FullscreenGalleryProps) {
  const t = useTranslations('browse.ad.gallery');
  const touchX = useRef<number | null>(null);
  const count = imageIds.length;
  const step = (by: number) => onIndex((index + by + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
    step(end < start ? 1 : -1);
  };

  return (
    <Dialog
      fullScreen
      open={open && count > 0}
      onClose={onClose}
      onKeyDown={onKeyDown}
      // On the paper: that is the element with role="dialog" (on the Dialog it names the presentation root).
      slotProps={{ paper: { 'aria-label': t('fullscreen'), sx: { bgcolor: 'grey.900' } } }}
    >
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{
          position: 'relative',
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <SxKraamImage
          id={imageIds[index]}
          alt={alt(index)}
          fit="contain"
          sizes="100vw"
          sx={{ position: 'absolute', inset: 0, bgcolor: 'transparent' }}
        />
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          sx={{ ...navSx, top: 16, right: 16, transform: 'none' }}
        >
          <CloseIcon />
        </IconButton>
        {count > 1 && (
          <>
            <IconButton aria-label={t('previous')} onClick={() => step(-1)} sx={{ ...navSx, left: 16 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t('next')} onClick={() => step(1)} sx={{ ...navSx, right: 16 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
        <Typography
          aria-live="polite"
          sx={{
            position: 'absolute',
            bottom: 16,
            left: 0,
            right: 0,
            textAlign: 'center',
            color: 'common.white',
          }}
        >
          {t('position', { number: index + 1, count })}
        </Typography>
      </Box>
    </Dialog>
  );
}
