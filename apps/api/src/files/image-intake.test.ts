// The pipeline on its own: what comes out for each accepted format, and why each refusal happens.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { samplePng } from '../test/fixtures';
import {
  CLEAN_SVG,
  GIF_HEADER_SCRIPT,
  HOSTILE_SVGS,
  HTML_PAGE,
  SLOW_FILTER_SVG,
  exifGpsJpeg,
  nestedUseSvg,
  pixelFloodPng,
} from '../test/hostile-images';
import { AVATAR_POLICY, ImageIntakeError, PHOTO_POLICY, intakeImage } from './image-intake';
import type { IntakeRefusal } from './image-intake';

const refusal = (promise: Promise<unknown>): Promise<IntakeRefusal | 'accepted'> =>
  promise.then(
    () => 'accepted' as const,
    (error: unknown) => {
      if (error instanceof ImageIntakeError) return error.reason;
      throw error;
    },
  );

const solid = (width: number, height: number, background = '#0261bf') =>
  sharp({ create: { width, height, channels: 3, background } });

describe('intakeImage', () => {
  it('re-encodes PNG, JPEG and GIF as WebP of the same size', async () => {
    for (const data of [
      await samplePng(120, 80),
      await solid(120, 80).jpeg().toBuffer(),
      await solid(120, 80).gif().toBuffer(),
    ]) {
      const image = await intakeImage(data, PHOTO_POLICY);
      expect([image.width, image.height]).toEqual([120, 80]);
      const metadata = await sharp(image.data).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 120, 80]);
    }
  });

  it('turns a photo upright from its EXIF orientation and keeps no metadata', async () => {
    const jpeg = await exifGpsJpeg(300, 200);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await intakeImage(jpeg, PHOTO_POLICY);
    expect([image.width, image.height]).toEqual([200, 300]);
    const metadata = await sharp(image.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(image.data.includes('KraamPhone')).toBe(false);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const red = await solid(40, 30, '#ff0000').png().toBuffer();
    const blue = await solid(40, 30, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const image = await intakeImage(gif, PHOTO_POLICY);
    expect([image.width, image.height]).toEqual([40, 30]);
    const [r, , b] = (await sharp(image.data).stats()).channels;
    expect(r?.mean).toBeGreaterThan(200);
    expect(b?.mean).toBeLessThan(50);
    expect((await sharp(image.data).metadata()).pages).toBeUndefined();
  });

  it('rasterises a clean SVG, rendering a small drawing larger', async () => {
    const image = await intakeImage(CLEAN_SVG, PHOTO_POLICY);
    expect([image.width, image.height]).toEqual([320, 160]); // 40 × 20 at the maximum 8× scale
    expect((await sharp(image.data).metadata()).format).toBe('webp');
    expect(image.data.includes('svg')).toBe(false);
  });

  it('shrinks to the policy box and refuses an absurdly long side', async () => {
    const wide = await intakeImage(await samplePng(3000, 100), PHOTO_POLICY);
    expect([wide.width, wide.height]).toEqual([2560, 85]);
    const avatar = await intakeImage(await samplePng(1000, 800), AVATAR_POLICY);
    expect([avatar.width, avatar.height]).toEqual([512, 410]);
    expect(await refusal(intakeImage(await samplePng(12_001, 1), PHOTO_POLICY))).toBe('too-large');
  });

  it('refuses pixel floods before decoding them', async () => {
    expect(await refusal(intakeImage(pixelFloodPng(30_000, 30_000), PHOTO_POLICY))).toBe('too-large');
    const hugeSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"/>');
    expect(await refusal(intakeImage(hugeSvg, PHOTO_POLICY))).toBe('too-large');
  });

  it('refuses what the policy does not take, empty files and bytes that do not decode as they claim', async () => {
    const webp = await solid(20, 20).webp().toBuffer();
    expect(await refusal(intakeImage(webp, PHOTO_POLICY))).toBe('unsupported');
    expect(await refusal(intakeImage(webp, AVATAR_POLICY))).toBe('accepted');
    expect(await refusal(intakeImage(CLEAN_SVG, AVATAR_POLICY))).toBe('unsupported');
    expect(await refusal(intakeImage(Buffer.alloc(0), PHOTO_POLICY))).toBe('empty');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML_PAGE]);
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    for (const data of [
      HTML_PAGE,
      fakePng,
      GIF_HEADER_SCRIPT,
      jpeg.subarray(0, jpeg.length / 2),
      ...Object.values(HOSTILE_SVGS),
    ])
      expect(await refusal(intakeImage(data, PHOTO_POLICY))).toBe('unsupported');
  });

  it('refuses the nested-<use> SVG at once, without rendering it', async () => {
    const started = performance.now();
    expect(await refusal(intakeImage(nestedUseSvg(), PHOTO_POLICY))).toBe('too-complex');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stops an SVG render at its deadline, and photos never wait behind SVG renders', async () => {
    const options = { svgRenderTimeoutMs: 2_000 };
    let svgsSettled = 0;
    // Each would render far longer than the test's timeout: only their deadline ends them.
    const slow = Array.from({ length: 2 }, () =>
      refusal(intakeImage(SLOW_FILTER_SVG, PHOTO_POLICY, options)).finally(() => {
        svgsSettled += 1;
      }),
    );
    const photo = await intakeImage(await samplePng(800, 600), PHOTO_POLICY);
    // Handed in after the SVGs, the photo is done while they still render: it did not queue behind them.
    expect(svgsSettled).toBe(0);
    expect(photo.width).toBe(800);
    expect(await Promise.all(slow)).toEqual(['too-complex', 'too-complex']);
    // And the next SVG renders normally.
    expect((await intakeImage(CLEAN_SVG, PHOTO_POLICY)).width).toBe(320);
  });
});
