// Demo pictures made from Fluent Emoji 3D objects (MIT) composited with sharp. No SVG <text>:
// fonts may be missing on a fresh machine, so every picture is shapes plus an emoji bitmap.
import { readFileSync } from 'node:fs';
import sharp, { type OverlayOptions } from 'sharp';
import { emojiAssetPath } from './emoji-assets';
import type { EmojiCode } from './seed-types';

const PRODUCT_WIDTH = 1200;
const PRODUCT_HEIGHT = 900;
const BRAND_PRIMARY = '#0261BF';

/** Soft studio-like backdrops and a few livelier ones: [one end, other end] of a gradient. */
const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#f7f4ef', '#e6dfd3'],
  ['#f1f5fa', '#d9e3ef'],
  ['#f4f8f1', '#dce8d6'],
  ['#fbf3f1', '#efdcd7'],
  ['#f6f6f6', '#e2e2e2'],
  ['#f3f1f8', '#e0dbee'],
  ['#fdf8ec', '#f1e5c6'],
  ['#eef7f7', '#d3e8e8'],
  ['#e9eef2', '#b9c6d1'],
  ['#f5ebe0', '#d6bfa7'],
  ['#e8f0e4', '#b7ccae'],
  ['#fbe9e7', '#f3c1b8'],
  ['#ecebf5', '#c2bfdc'],
  ['#fff6da', '#f0d98c'],
];

/** Gradient directions: top to bottom, the two diagonals, left to right. */
const DIRECTIONS = [
  'x1="0" y1="0" x2="0" y2="1"',
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="0" x2="1" y2="0"',
];

/** Hue turns in degrees: the object's own colours half the time, else another colour of the same thing. */
const HUES = [0, 0, 0, 0, 35, 95, 150, 200, 250, 310];

/** Saturated tints for booth logos. */
const LOGO_COLOURS = ['#0261BF', '#FF4200', '#2E7D32', '#6A1B9A', '#00838F', '#C62828', '#EF6C00', '#37474F'];

const emojiCache = new Map<EmojiCode, Buffer>();
/** The width and height of every emoji source file. */
const EMOJI_SOURCE_SIZE = 256;

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

function productBackdropSvg(
  variant: number,
  shadows: readonly (readonly [number, number, number])[],
): Buffer {
  const [top, bottom] = at(BACKDROPS, variant);
  const direction = at(DIRECTIONS, Math.trunc(variant / BACKDROPS.length));
  const ellipses = shadows
    .map(
      ([cx, cy, rx]) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.16)}" fill="url(#shadow)"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_WIDTH}" height="${PRODUCT_HEIGHT}">
  <defs>
    <linearGradient id="bg" ${direction}>
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#000" stop-opacity="0.22"/>
      <stop offset="0.6" stop-color="#000" stop-opacity="0.08"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${ellipses}
</svg>`;
  return Buffer.from(svg);
}

interface Shot {
  pixels: Buffer;
  width: number;
  height: number;
}

/**
 * The object as shot: maybe mirrored, in another colour, turned a few degrees, then scaled to `size` (the
 * emoji's own box; turning widens it). Turned and coloured at the source's 256 px and handed on as raw
 * pixels: the same picture for about a third less work than at full size through PNG.
 */
async function shotOf(
  code: EmojiCode,
  size: number,
  mirrored: boolean,
  hue: number,
  angle: number,
): Promise<Shot> {
  let image = sharp(emojiSource(code));
  if (mirrored) image = image.flop();
  if (hue !== 0) image = image.modulate({ hue });
  if (angle !== 0) image = image.rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  const turned = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = size / EMOJI_SOURCE_SIZE;
  const { data, info } = await sharp(turned.data, { raw: turned.info })
    .resize(Math.round(turned.info.width * scale), Math.round(turned.info.height * scale), {
      kernel: 'lanczos3',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

const layer = (shot: Shot, left: number, top: number): OverlayOptions => ({
  input: shot.pixels,
  raw: { width: shot.width, height: shot.height, channels: 4 },
  left,
  top,
});

/**
 * A 1200×900 WebP that looks like a product shot: the object on a backdrop with a floor shadow, maybe a
 * smaller second object beside it. Everything about the shot follows from `variant` (decided at random in
 * generate-ads.ts), so the many ads of one kind of thing do not all show the same picture.
 */
export async function renderProductPhoto(
  emoji: EmojiCode,
  variant: number,
  prop?: EmojiCode,
): Promise<Buffer> {
  const v = Math.abs(Math.trunc(variant));
  const size = (prop ? 420 : 460) + ((v * 37) % 181); // 420–640 px
  const offsetX = ((v * 53) % 181) - 90 + (prop ? -110 : 0); // ±90 px, to the left beside a prop
  const offsetY = ((v * 29) % 81) - 50; // -50…+30 px
  const left = Math.round((PRODUCT_WIDTH - size) / 2 + offsetX);
  const top = Math.round((PRODUCT_HEIGHT - size) / 2 + offsetY);
  const angle = ((v * 17) % 21) - 10; // ±10°
  const main = await shotOf(emoji, size, v % 3 === 1, at(HUES, v * 7), angle);
  const mainLeft = left - Math.round((main.width - size) / 2);
  const mainTop = top - Math.round((main.height - size) / 2);
  // The emoji art has some padding, so the shadow sits a bit above the bitmap's bottom edge.
  const floor = top + Math.round(size * 0.93);
  const shadows: [number, number, number][] = [[left + size / 2, floor, Math.round(size * 0.42)]];
  const layers: OverlayOptions[] = [];
  if (prop) {
    const propSize = Math.round(size * 0.42);
    const propLeft = Math.min(PRODUCT_WIDTH - propSize - 24, left + size - Math.round(propSize * 0.1));
    const propTop = floor - Math.round(propSize * 0.93);
    shadows.push([propLeft + propSize / 2, floor, Math.round(propSize * 0.42)]);
    layers.push(layer(await shotOf(prop, propSize, v % 2 === 0, 0, 0), propLeft, propTop));
  }
  return sharp(productBackdropSvg(v, shadows))
    .composite([layer(main, mainLeft, mainTop), ...layers])
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
