'use client';
import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { KraamImage } from '@/components/image/kraam-image';
import styles from './ad-gallery.module.css';

// The viewer (an MUI dialog with keys and swipes) and the theme load on the first open, not with the page.
// React's lazy rather than next/dynamic: it only ever renders after a click, and next/dynamic adds its own
// runtime.
const FullscreenGallery = lazy(() =>
  Promise.all([import('./fullscreen-gallery'), import('@/components/theme/mui-themed')]).then(
    ([viewer, { muiThemed }]) => ({ default: muiThemed(viewer.FullscreenGallery) }),
  ),
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
    <section aria-label={t('label')}>
      <button
        type="button"
        onClick={() => {
          setViewerWanted(true);
          setFullscreen(true);
        }}
        disabled={!current}
        aria-label={t('open')}
        className={styles.opener}
      >
        <KraamImage
          id={current}
          alt={current ? alt(index) : title}
          priority
          fit="contain"
          sizes="(max-width: 900px) 100vw, 760px"
          className={styles.photo}
        />
      </button>
      {imageIds.length > 1 && (
        <ul className={styles.thumbs}>
          {imageIds.map((id, i) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={alt(i)}
                aria-current={i === index}
                className={styles.thumb}
              >
                <KraamImage id={id} alt="" sizes="80px" className={styles.thumbPhoto} />
              </button>
            </li>
          ))}
        </ul>
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
    </section>
  );
}
