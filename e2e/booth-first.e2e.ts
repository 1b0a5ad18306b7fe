import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchCategoryTree } from './support/api';
import { rememberSession, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { firstLeafPath, toast } from './support/publishing';

/** A draft of a new ad as the form keeps it while the seller types (one per browser). */
async function startDraft(page: Page, title: string): Promise<void> {
  const leaf = firstLeafPath(await fetchCategoryTree('nl')).at(-1);
  await page.evaluate((draft) => localStorage.setItem('newAdDraft', JSON.stringify(draft)), {
    version: 1,
    step: 'details',
    categoryId: leaf?.id ?? null,
    title,
  });
}

/** 'Plaatsen' without a booth: one screen for the booth, then straight on to the ad. */
describe('a booth before the first ad', () => {
  const { openPage } = useBrowser();

  it.each([
    {
      lang: 'nl',
      viewport: DESKTOP,
      open: (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Gratis adverteren' }),
      heading: 'Eerst je kraam',
      name: /^Naam van je kraam/,
      submit: 'Kraam openen en verder',
      ready: 'Je kraam staat klaar — plaats nu je advertentie',
      titleField: /^Titel/,
    },
    {
      lang: 'en',
      viewport: PHONE,
      open: (page: Page) =>
        page
          .getByRole('navigation', { name: 'Quick menu' })
          .getByRole('link', { name: 'New ad', exact: true }),
      heading: 'First, your booth',
      name: /^Booth name/,
      submit: 'Open my booth and continue',
      ready: 'Your booth is ready — now place your ad',
      titleField: /^Title/,
    },
  ])('in $lang: sets up the booth on one screen and lands in the new-ad form with the draft', async (c) => {
    const user = await signedInUser();
    const title = `Kinderstoel ${Date.now()}`;
    const page = await openPage('/', c.viewport);
    if (c.lang === 'en') await chooseEnglish(page);
    await rememberSession(page, user);
    await startDraft(page, title);
    await page.reload({ waitUntil: 'networkidle' });

    await c.open(page).click();
    await page.waitForURL(/\/newAds\/chooseCategory$/);
    await page.getByRole('heading', { name: c.heading }).waitFor();
    const name = page.getByRole('textbox', { name: c.name });
    await expect.poll(() => name.inputValue()).toBe('Joris Bakker');
    await page.getByRole('button', { name: c.submit }).click();

    await toast(page, c.ready).waitFor();
    expect(new URL(page.url()).pathname).toBe('/newAds/chooseCategory');
    const draftTitle = page.getByRole('textbox', { name: c.titleField });
    await expect.poll(() => draftTitle.inputValue()).toBe(title);
    // The booth is there for the header's booth link too.
    await page.goto('/mybooth');
    await page.getByRole('main').getByText('Joris Bakker').first().waitFor();
  });
});
