import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { API_PATHS, MAX_IMAGE_BYTES } from '@kraam/shared';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { openBooth, signInPage, signedInUser } from './support/browse';
import { API_URL } from './support/env';
import { hasGpsTags, phonePhoto } from './support/images';
import { plainLeafPath } from './support/publishing';

const WORDS = {
  nl: {
    next: 'Volgende',
    details: 'Gegevens',
    title: /^Titel/,
    price: 'Prijs',
    asking: 'Vraagprijs',
    photos: "Foto's",
    count: "1/12 foto's",
    recommend: "Advertenties met minstens 4 foto's krijgen meer reacties.",
    drop: "Sleep je foto's hierheen",
    tap: "Kies foto's uit je galerij of maak er een met je camera",
    avatarChange: 'Foto wijzigen',
    avatarDone: 'Bijgewerkt',
  },
  en: {
    next: 'Next',
    details: 'Details',
    title: /^Title/,
    price: 'Price',
    asking: 'Asking price',
    photos: 'Photos',
    count: '1/12 photos',
    recommend: 'Ads with at least 4 photos get more responses.',
    drop: 'Drag your photos here',
    tap: 'Choose photos from your gallery or take one with your camera',
    avatarChange: 'Change photo',
    avatarDone: 'Updated',
  },
} as const;

type Lang = keyof typeof WORDS;

const PHOTO = async () => ({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });

/**
 * Keeps a copy of every image the page uploads (a multipart body's blobs are not in the request Playwright
 * sees), to check what left the device, not only what the server made of it.
 */
async function recordUploads(page: Page): Promise<() => Promise<Buffer[]>> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentImages: sent });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (init?.body instanceof FormData) {
        for (const value of init.body.values()) {
          if (!(value instanceof Blob)) continue;
          const bytes = new Uint8Array(await value.arrayBuffer());
          let text = '';
          for (const byte of bytes) text += String.fromCharCode(byte);
          sent.push(btoa(text));
        }
      }
      return original(input, init);
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { sentImages: string[] }).sentImages)).map((base64) =>
      Buffer.from(base64, 'base64'),
    );
}

/** What the API stored for a file: its original bytes. */
async function storedOriginal(id: string): Promise<Buffer> {
  const response = await fetch(`${API_URL}${API_PATHS.downloadFile.replace(':id', encodeURIComponent(id))}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Upright (portrait after orientation 6), at most 1 MB and without location tags. */
async function expectShrunkUpright(bytes: Buffer): Promise<void> {
  expect(bytes.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  const meta = await sharp(bytes).metadata();
  const [width, height] =
    (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  expect(height).toBeGreaterThan(width);
  expect(hasGpsTags(meta.exif)).toBe(false);
}

describe('a phone photo of about 6 MB is made smaller in the browser, not refused', () => {
  const { openPage } = useBrowser();

  /** A fresh user's page in the language and size asked for, signed in, recording its uploads. */
  const signedIn = async (lang: Lang, viewport: typeof PHONE | typeof DESKTOP) => {
    const user = await signedInUser();
    const page = await openPage('/', viewport);
    const sent = await recordUploads(page);
    if (lang === 'en') await chooseEnglish(page);
    await signInPage(page, user);
    return { page, sent, token: user.token };
  };

  it('makes the test photo what a phone takes: 4000×3000, about 6 MB, orientation 6, GPS tags', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4000, 3000, 6]);
    expect(hasGpsTags(meta.exif)).toBe(true);
  });

  it.each([
    ['nl', 'phone', PHONE],
    ['en', 'phone', PHONE],
    ['nl', 'desktop', DESKTOP],
    ['en', 'desktop', DESKTOP],
  ] as const)('through the new-ad wizard’s photo step (%s, %s)', async (lang, _name, viewport) => {
    const words = WORDS[lang];
    const { page, sent, token } = await signedIn(lang, viewport);
    await openBooth(token);
    const path = await plainLeafPath(token, lang);
    await page.goto('/newAds/chooseCategory');

    const next = page.getByRole('button', { name: words.next });
    for (const node of path) await page.getByRole('button', { name: new RegExp(`^${node.title}`) }).click();
    await next.click();
    await page.getByRole('heading', { name: words.details }).waitFor();
    await page.getByLabel(words.title).fill('Fiets van de telefoon');
    await next.click();
    await page.getByRole('heading', { name: words.price }).waitFor();
    await page.getByRole('radio', { name: words.asking }).check();
    await page.getByRole('textbox', { name: new RegExp(`^${words.price}`) }).fill('80');
    await next.click();
    await page.getByRole('heading', { name: words.photos }).waitFor();

    // Nobody drags files on a phone: there the zone tells to tap instead.
    const phone = viewport === PHONE;
    await page.getByTestId('photo-drop-zone').waitFor();
    expect(await page.getByText(words.drop).isVisible()).toBe(!phone);
    expect(await page.getByText(words.tap).isVisible()).toBe(phone);

    await page.getByTestId('photo-input').setInputFiles(await PHOTO());
    await expect
      .poll(() => page.getByTestId('photo-count').textContent(), { timeout: 60_000 })
      .toBe(words.count);
    const [upload] = await sent();
    if (!upload) throw new Error('no photo was uploaded');
    await expectShrunkUpright(upload);
    // No message about the photo: it simply went in (the tip to add more photos is the only alert).
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /IMG_2041|1 MB/ })
        .count(),
    ).toBe(0);
    // Next's route announcer is an empty alert.
    expect((await page.getByRole('alert').allTextContents()).filter(Boolean)).toEqual([words.recommend]);

    const src = await page
      .getByTestId('photo-tile')
      .locator('img[src*="downloadFileById"]')
      .last()
      .getAttribute('src');
    const id = decodeURIComponent(/downloadFileById\/([^?]+)/.exec(src ?? '')?.[1] ?? '');
    await expectShrunkUpright(await storedOriginal(id));
  });

  it.each([
    ['nl', PHONE],
    ['en', DESKTOP],
  ] as const)('as an avatar (%s)', async (lang, viewport) => {
    const words = WORDS[lang];
    const { page, sent } = await signedIn(lang, viewport);
    // A file chosen before hydration, or before the profile's answer renders the field anew, is lost.
    await page.goto('/dashboard/details', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: words.avatarChange }).waitFor();

    await page.getByTestId('avatar-input').setInputFiles(await PHOTO());
    await page.getByRole('alert').filter({ hasText: words.avatarDone }).first().waitFor({ timeout: 60_000 });
    const [upload] = await sent();
    if (!upload) throw new Error('no photo was uploaded');
    await expectShrunkUpright(upload);

    const avatar = page.locator('main img[src*="downloadFileById"]').first();
    await avatar.waitFor();
    const id = decodeURIComponent(
      /downloadFileById\/([^?]+)/.exec((await avatar.getAttribute('src')) ?? '')?.[1] ?? '',
    );
    await expectShrunkUpright(await storedOriginal(id));
  });
});
