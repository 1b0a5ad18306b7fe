import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderBoothLogo, renderCategoryImage, renderCompanyLogo, renderProductPhoto } from './photos';

describe('demo pictures', () => {
  it('renders a 1200×900 WebP product photo, different per variant', async () => {
    const a = await renderProductPhoto('1f6b2', 0);
    const b = await renderProductPhoto('1f6b2', 5);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(a.equals(b)).toBe(false);
  });

  it('renders 256×256 category images and booth logos', async () => {
    for (const picture of [await renderCategoryImage('1f697'), await renderBoothLogo('1f4da', 3)]) {
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
  });

  it('renders the company logo as a 512×512 PNG', async () => {
    const logo = await renderCompanyLogo();
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
  });
});
