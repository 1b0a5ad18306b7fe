'use client';
import { IMAGE_QUALITY } from '@kraam/shared';

interface LoaderArgs {
  src: string;
  width: number;
  quality?: number;
}

/**
 * The app-wide next/image loader: `src` is an API file URL, which the API resizes (`w`, `q`).
 * Kraam's own <KraamImage> passes a loader built on `fileUrl`; this one covers any other use.
 */
export default function imageLoader({ src, width, quality }: LoaderArgs): string {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}w=${width}&q=${quality ?? IMAGE_QUALITY}`;
}
