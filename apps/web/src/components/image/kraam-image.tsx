'use client';
import { startTransition, useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { getImageProps, type ImageLoader } from 'next/image';
import { IMAGE_PREVIEW_SIZE, IMAGE_QUALITY, PREVIEW_BLUR_PX, fileUrl } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconNoImage } from '@/components/icons/icon-paths';
import styles from './kraam-image.module.css';

export interface KraamImageProps {
  /** File id from the API; null/undefined shows the placeholder. */
  id: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the loader picks a fitting width. */
  sizes?: string;
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** The frame's size as a class (static CSS): give it a size or an aspect ratio, the image fills it. */
  className?: string;
  /** The frame's own style, for a size only known at run time (an avatar's). */
  style?: CSSProperties;
  /** Shown instead of the no-image icon without an id or when loading fails (an avatar's initials). */
  fallback?: ReactNode;
}

/** What the image puts on its frame: the placeholder's role and name. */
export interface ImageFrameProps {
  role?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Draws the frame around the image's layers; the default is a plain element (sx-kraam-image.tsx: MUI's). */
export type ImageFrame = (props: ImageFrameProps, children: ReactNode) => ReactNode;

/** Builds the loader for one API host: every width goes to the API's resizer (SPEC §2). */
export function apiImageLoader(apiBase: string): ImageLoader {
  return ({ src, width, quality }) => fileUrl(apiBase, src, { w: width, q: quality ?? IMAGE_QUALITY });
}

/**
 * SPEC §2 image display: a blurred small preview until the full image has loaded (the full image covers
 * it; the load handler then removes it, for `contain` and transparent photos); a no-image icon on error or
 * without an id.
 */
export function KraamImage({
  id,
  alt,
  sizes = '100vw',
  priority = false,
  fit = 'cover',
  className,
  style,
  fallback,
  frame: customFrame,
}: KraamImageProps & { frame?: ImageFrame }) {
  const apiBase = useApiBase();
  // Remembering which id loaded (or failed) makes a new id start over with its preview, without an effect.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const loaded = Boolean(id) && loadedId === id;
  const failed = Boolean(id) && failedId === id;
  // A photo the browser finished before hydration fired its load or error event before React listened.
  // As a transition: set from the commit, it re-rendered every card's photo at once, in one long task.
  const settled = useCallback(
    (img: HTMLImageElement | null) => {
      if (!id || !img?.complete) return;
      const ok = img.naturalWidth > 0;
      startTransition(() => (ok ? setLoadedId(id) : setFailedId(id)));
    },
    [id],
  );

  // A plain element with static CSS: images repeated in lists (cards) hydrate without Emotion styles.
  const frame: ImageFrame =
    customFrame ??
    ((props, children) => (
      <div className={className ? `${styles.frame} ${className}` : styles.frame} style={style} {...props}>
        {children}
      </div>
    ));

  if ((!id || failed) && fallback !== undefined) return fallback;
  if (!id || failed) {
    return frame(
      { role: 'img', 'aria-label': alt, 'data-testid': 'image-placeholder' },
      <span className={styles.placeholder}>
        <InlineIcon path={iconNoImage} />
      </span>,
    );
  }

  // next/image's attributes (its srcset over IMAGE_WIDTHS, lazy loading, the fill styles) on a plain
  // <img>: its component cost every card a hydrated wrapper of refs and effects.
  const { props: photo } = getImageProps({
    src: id,
    alt,
    fill: true,
    sizes,
    priority,
    loader: apiImageLoader(apiBase),
    style: { objectFit: fit },
  });
  // As next/image's priority did: the photo starts from the document's head, at high priority. Only the
  // server's render writes that head; in the browser the call would only look for the link again.
  if (priority && typeof window === 'undefined')
    preload(photo.src, {
      as: 'image',
      imageSrcSet: photo.srcSet,
      imageSizes: photo.sizes,
      fetchPriority: 'high',
    });

  return frame(
    {},
    <>
      {!loaded && (
        <img
          src={fileUrl(apiBase, id, { size: IMAGE_PREVIEW_SIZE })}
          alt=""
          aria-hidden="true"
          // Lazy, even under a priority photo: a page of cards fetched every preview before its first paint,
          // most far below the fold, and a priority photo's own request is about as quick.
          loading="lazy"
          data-testid="image-preview"
          className={styles.preview}
          style={{ objectFit: fit, filter: `blur(${PREVIEW_BLUR_PX}px)` }}
        />
      )}
      {/* Always visible: stacked over the preview, the browser paints it the moment it has loaded, with no
          wait for scripts (hidden until a React handler ran, the page's largest paint waited for hydration). */}
      <img
        {...photo}
        alt={alt}
        ref={settled}
        // getImageProps leaves the priority to a preload; the <img> itself starts at low priority without it.
        fetchPriority={priority ? 'high' : undefined}
        onLoad={() => setLoadedId(id)}
        onError={() => setFailedId(id)}
      />
    </>,
  );
}
