'use client';
import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { SxKraamImage } from '@/components/image/sx-kraam-image';

// The viewer (a dialog with keys and swipes) loads on the first open, not with the page. React's lazy
// rather than next/dynamic: it only ever renders after a click, and next/dynamic adds its own runtime.
const FullscreenGallery = lazy(() =>
  import('./fullscreen-gallery').then((m) => ({ default: m.FullscreenGallery })),
);

interface AdGalleryProps {
  title: string;
  imageIds: string[];
}

/** The ad's photos: a large one, thumbnails to pick another, a tap opens them full screen. */
export function AdGallery({ title, imageIds }: AdGalleryProps) {
  const t = useTranslations('browse.ad.gallery');
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [viewerWanted, setViewerWanted] = useState(false);
  const current = imageIds[index] ?? null;
  const alt = (i: number) => t('photoAlt', { title, number: i + 1, count: imageIds.length });

  return (
    <Box component="section" aria-label={t('label')}>
      <ButtonBase
        onClick={() => {
          setViewerWanted(true);
          setFullscreen(true);
        }}
        disabled={!current}
        aria-label={t('open')}
        sx={{ display: 'block', width: '100%', borderRadius: 3, overflow: 'hidden' }}
      >
        <SxKraamImage
          id={current}
          alt={current ? alt(index) : title}
          priority
          fit="contain"
          sizes="(max-width: 900px) 100vw, 760px"
          sx={{ aspectRatio: '4 / 3', width: '100%' }}
        />
      </ButtonBase>
      {imageIds.length > 1 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {imageIds.map((id, i) => (
            <li key={id}>
              <ButtonBase
                onClick={() => setIndex(i)}
                aria-label={alt(i)}
                aria-current={i === index}
                sx={{
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  outline: 2,
                  outlineOffset: -2,
                  outlineColor: i === index ? 'primary.main' : 'transparent',
                }}
              >
                <SxKraamImage id={id} alt="" sizes="80px" sx={{ width: 72, height: 54 }} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
      {viewerWanted && (
        <Suspense>
          <FullscreenGallery
            open={fullscreen}
            onClose={() => setFullscreen(false)}
            imageIds={imageIds}
            index={index}
            onIndex={setIndex}
            alt={alt}
          />
        </Suspense>
      )}
    </Box>
  );
}
