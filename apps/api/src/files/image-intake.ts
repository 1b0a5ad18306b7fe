// The one way an uploaded image becomes a stored one (docs/decisions/0007-image-intake.md). The
// format is judged by the bytes (magic numbers, then a real decode that must agree), never by the file
// name or Content-Type. Pixel floods are refused before decoding. Accepted images are turned upright
// from their EXIF orientation, shrunk to fit the policy's box and re-encoded as WebP, which drops
// all metadata (EXIF, GPS, ICC, comments) and anything appended to the file: the stored bytes are
// always our own encoding. SVGs are checked (svg-guard.ts) and rasterised; GIFs keep their first frame.
// sharp works on libuv's thread pool, off the event loop; a semaphore keeps a burst of uploads from
// taking every thread, so downloads and variants keep being served. SVGs are drawn in a child process
// with a deadline (svg-render-process.ts) and queue in a lane of their own, so a slow drawing never
// holds up a photo.
import { AVATAR_MAX_PX, MAX_IMAGE_BYTES } from '@kraam/shared';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { sniffRasterFormat } from './image-formats';
import { SemaphoreFullError, createSemaphore } from './semaphore';
import type { Semaphore } from './semaphore';
import { judgeSvg, looksLikeSvg } from './svg-guard';
import { SvgRenderTimeoutError, renderSvgInChild } from './svg-render-process';

export type IntakeFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

export interface IntakePolicy {
  formats: readonly IntakeFormat[];
  /** The stored image fits inside maxSide × maxSide (never enlarged). */
  maxSide: number;
}

/** Ad photos, booth logos and banners: SPEC §9's PNG, SVG, JPG/JPEG and GIF. */
export const PHOTO_POLICY: IntakePolicy = { formats: ['png', 'jpeg', 'gif', 'svg'], maxSide: 2560 };
/** Avatars: no SVG, and small. */
export const AVATAR_POLICY: IntakePolicy = {
  formats: ['png', 'jpeg', 'gif', 'webp'],
  maxSide: AVATAR_MAX_PX,
};

/** At most 40 megapixels (e.g. 8000 × 5000) are decoded; a 1 MB file claiming more is a pixel flood. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longer sides are refused too: a 1 × 40,000,000 strip is no photo. */
export const MAX_INPUT_SIDE = 12_000;
/** Small vector drawings (a 40 × 20 logo) are rendered larger, up to this side and 8× their size. */
const SVG_RENDER_SIDE = 1024;
const SVG_MAX_SCALE = 8;
const SVG_BASE_DENSITY = 72;
const WEBP_QUALITY = 82;
/** Two images are decoded at a time (libuv has four threads); 32 more may wait, then uploads get 503. */
export const INTAKE_CONCURRENCY = 2;
const INTAKE_MAX_WAITING = 32;
/** One SVG is drawn at a time, outside the photo slots; a few more may wait. */
const SVG_CONCURRENCY = 1;
const SVG_MAX_WAITING = 8;
/** An honest logo is drawn in well under a second; past this the drawing is refused as too complex. */
export const SVG_RENDER_TIMEOUT_MS = 5_000;

/** 'too-complex': an SVG that would expand into too many elements or took too long to draw. */
export type IntakeRefusal = 'empty' | 'unsupported' | 'too-large' | 'too-complex' | 'busy';

export class ImageIntakeError extends Error {
  constructor(readonly reason: IntakeRefusal) {
    super(reason);
    this.name = 'ImageIntakeError';
  }
}

export interface CleanImage {
  /** WebP bytes of our own encoding. */
  data: Buffer;
  width: number;
  height: number;
}

export interface IntakeOptions {
  /** Tests shorten the SVG deadline. */
  svgRenderTimeoutMs?: number;
}

const slots = createSemaphore(INTAKE_CONCURRENCY, INTAKE_MAX_WAITING);
const svgSlots = createSemaphore(SVG_CONCURRENCY, SVG_MAX_WAITING);

export function sniffFormat(data: Buffer): IntakeFormat | undefined {
  return sniffRasterFormat(data) ?? (looksLikeSvg(data) ? 'svg' : undefined);
}

export async function intakeImage(
  data: Buffer,
  policy: IntakePolicy,
  options: IntakeOptions = {},
): Promise<CleanImage> {
  if (data.length === 0) throw new ImageIntakeError('empty');
  if (data.length > MAX_IMAGE_BYTES) throw new ImageIntakeError('too-large');
  const format = sniffFormat(data);
  if (!format || !policy.formats.includes(format)) throw new ImageIntakeError('unsupported');
  if (format === 'svg') {
    const verdict = judgeSvg(data);
    if (verdict !== 'safe') throw new ImageIntakeError(verdict === 'unsafe' ? 'unsupported' : 'too-complex');
  }
  const lane: Semaphore = format === 'svg' ? svgSlots : slots;
  const timeoutMs = options.svgRenderTimeoutMs ?? SVG_RENDER_TIMEOUT_MS;
  try {
    return await lane.run(() => reencode(data, format, policy, timeoutMs));
  } catch (error) {
    if (error instanceof SemaphoreFullError) throw new ImageIntakeError('busy');
    throw error;
  }
}

const BASE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

async function reencode(
  data: Buffer,
  format: IntakeFormat,
  policy: IntakePolicy,
  svgTimeoutMs: number,
): Promise<CleanImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, BASE_OPTIONS).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  // The decoder must agree with the magic bytes (a PNG signature on something else is refused).
  if (metadata.format !== format) throw new ImageIntakeError('unsupported');
  const { width, height } = metadata;
  if (!width || !height) throw new ImageIntakeError('unsupported');
  if (width * height > MAX_INPUT_PIXELS || Math.max(width, height) > MAX_INPUT_SIDE)
    throw new ImageIntakeError('too-large');

  if (format === 'svg') return rasteriseSvg(data, width, height, policy, svgTimeoutMs);
  try {
    const { data: out, info } = await sharp(data, BASE_OPTIONS)
      .rotate()
      .resize(policy.maxSide, policy.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.height };
  } catch (error) {
    throw decodeError(error);
  }
}

async function rasteriseSvg(
  data: Buffer,
  width: number,
  height: number,
  policy: IntakePolicy,
  timeoutMs: number,
): Promise<CleanImage> {
  try {
    const out = await renderSvgInChild(data, {
      density: svgDensity(width, height),
      maxSide: policy.maxSide,
      quality: WEBP_QUALITY,
      maxPixels: MAX_INPUT_PIXELS,
      timeoutMs,
    });
    const drawn = await sharp(out).metadata();
    if (drawn.format !== 'webp' || !drawn.width || !drawn.height)
      throw new Error('no WebP from the SVG render');
    return { data: out, width: drawn.width, height: drawn.height };
  } catch (error) {
    if (error instanceof SvgRenderTimeoutError) throw new ImageIntakeError('too-complex');
    throw decodeError(error);
  }
}

function svgDensity(width: number, height: number): number {
  const scale = Math.min(SVG_MAX_SCALE, Math.max(1, SVG_RENDER_SIDE / Math.max(width, height)));
  return SVG_BASE_DENSITY * scale;
}

/** sharp says "Input image exceeds pixel limit" for a pixel flood; anything else is no usable image. */
const decodeError = (error: unknown): ImageIntakeError =>
  new ImageIntakeError(
    error instanceof Error && /pixel limit/i.test(error.message) ? 'too-large' : 'unsupported',
  );
