// Demo pictures made from Fluent Emoji 3D objects (MIT) composited with sharp. No SVG <text>:
// fonts may be missing on a fresh machine, so every picture is shapes plus an emoji bitmap.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { emojiAssetPath } from './emoji-assets';
import type { EmojiCode } from './seed-types';

const PRODUCT_WIDTH = 1200;
const PRODUCT_HEIGHT = 900;
const BRAND_PRIMARY = '#0261BF';

/** Soft studio-like backdrops: [top, bottom] of a vertical gradient. */
const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#f7f4ef', '#e6dfd3'],
  ['#f1f5fa', '#d9e3ef'],
  ['#f4f8f1', '#dce8d6'],
  ['#fbf3f1', '#efdcd7'],
  ['#f6f6f6', '#e2e2e2'],
  ['#f3f1f8', '#e0dbee'],
  ['#fdf8ec', '#f1e5c6'],
  ['#eef7f7', '#d3e8e8'],
];

/** Saturated tints for booth logos. */
const LOGO_COLOURS = ['#0261BF', '#FF4200', '#2E7D32', '#6A1B9A', '#00838F', '#C62828', '#EF6C00', '#37474F'];

const emojiCache = new Map<EmojiCode, Buffer>();

/** The 256 px source file, read once per code. */
function emojiSource(code: EmojiCode): Buffer {
  let source = emojiCache.get(code);
  if (!source) {
    source = readFileSync(emojiAssetPath(code));
    emojiCache.set(code, source);
  }
  return source;
}

function at<T>(items: readonly T[], variant: number): T {
  return items[Math.abs(Math.trunc(variant)) % items.length] as T;
}

function emojiAt(code: EmojiCode, size: number): Promise<Buffer> {
  return sharp(emojiSource(code)).resize(size, size, { kernel: 'lanczos3' }).png().toBuffer();
}

function productBackdropSvg(variant: number, shadowX: number, shadowY: number, shadowRx: number): Buffer {
  const [top, bottom] = at(BACKDROPS, variant);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_WIDTH}" height="${PRODUCT_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#000" stop-opacity="0.22"/>
      <stop offset="0.6" stop-color="#000" stop-opacity="0.08"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <ellipse cx="${shadowX}" cy="${shadowY}" rx="${shadowRx}" ry="${Math.round(shadowRx * 0.16)}" fill="url(#shadow)"/>
</svg>`;
  return Buffer.from(svg);
}

/** A 1200×900 WebP that looks like a product shot: the object on a soft backdrop with a floor shadow. */
export async function renderProductPhoto(emoji: EmojiCode, variant: number): Promise<Buffer> {
  const v = Math.abs(Math.trunc(variant));
  const size = 480 + ((v * 37) % 141); // 480–620 px
  const offsetX = ((v * 53) % 121) - 60; // ±60 px
  const offsetY = ((v * 29) % 61) - 40; // -40…+20 px
  const left = Math.round((PRODUCT_WIDTH - size) / 2 + offsetX);
  const top = Math.round((PRODUCT_HEIGHT - size) / 2 + offsetY);
  // The emoji art has some padding, so the shadow sits a bit above the bitmap's bottom edge.
  const shadowY = top + Math.round(size * 0.93);
  const backdrop = productBackdropSvg(v, left + size / 2, shadowY, Math.round(size * 0.42));
  return sharp(backdrop)
    .composite([{ input: await emojiAt(emoji, size), left, top }])
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/** A 256×256 WebP category icon on a light tint. */
export async function renderCategoryImage(emoji: EmojiCode): Promise<Buffer> {
  const [tint] = at(BACKDROPS, 1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${tint}"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: await emojiAt(emoji, 200), left: 28, top: 28 }])
    .webp({ quality: 85, effort: 2 })
    .toBuffer();
}

function roundedSquareSvg(size: number, colour: string, radius: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${colour}"/></svg>`,
  );
}

/** A 256×256 WebP booth logo: the emoji on a coloured circle (even variants) or rounded square (odd). */
export async function renderBoothLogo(emoji: EmojiCode, variant: number): Promise<Buffer> {
  const v = Math.abs(Math.trunc(variant));
  const colour = at(LOGO_COLOURS, v);
  const shape =
    v % 2 === 0
      ? Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="128" fill="${colour}"/></svg>`,
        )
      : roundedSquareSvg(256, colour, 48);
  return sharp(shape)
    .composite([{ input: await emojiAt(emoji, 176), left: 40, top: 40 }])
    .webp({ quality: 85, effort: 2 })
    .toBuffer();
}

/**
 * The Kraam company logo: shopping bags on the primary colour, 512×512 PNG. (Unicode has no market stall;
 * the convenience-store emoji carries a "24 H" sign that does not fit a marketplace.)
 */
export async function renderCompanyLogo(): Promise<Buffer> {
  return sharp(roundedSquareSvg(512, BRAND_PRIMARY, 96))
    .composite([{ input: await emojiAt('1f6cd-fe0f', 384), left: 64, top: 64 }])
    .png()
    .toBuffer();
}
