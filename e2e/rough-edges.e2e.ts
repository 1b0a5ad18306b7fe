// Rough edges a user meets in My ads, the promoted strip and the search page on a phone.
import { API_PATHS } from '@kraam/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchCategoryTree } from './support/api';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { publishFreshAd, signInPage } from './support/browse';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';
import { toast } from './support/publishing';

/** Removes a journey's ad again through the API. */
async function deleteAd(token: string, adId: number): Promise<void> {
  const response = await fetch(`${API_URL}${API_PATHS.adDelete}?id=${adId}`, {
    method: 'DELETE',
    headers: { ...asVisitor(), authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`deleting ad ${adId} answered ${response.status}`);
}

/** Where an element stands against the list it scrolls in: inside it, or (partly) out of view. */
const inView = (page: Page, list: string, index: number) =>
  page.getByRole('list', { name: list }).evaluate((ul, at) => {
    const item = ul.children[at]?.getBoundingClientRect();
    const box = ul.getBoundingClientRect();
    return item !== undefined && item.left >= box.left - 1 && item.right <= box.right + 1;
  }, index);

describe('rough edges', () => {
  const { openPage } = useBrowser();

  it('renewing an ad that cannot be renewed yet says why, never "Bijgewerkt"; an empty tab speaks about itself', async () => {
    const title = `Randje fiets ${Date.now()}`;
    const { seller, adId } = await publishFreshAd(title);
    try {
      const page = await openPage('/', DESKTOP);
      await signInPage(page, seller);
      await page.goto('/dashboard/advertisment');
      await page.getByRole('checkbox', { name: `${title} selecteren` }).check();
      const bar = page.getByRole('region', { name: 'Acties voor de geselecteerde advertenties' });
      await bar.getByRole('button', { name: 'Verlengen' }).click();
      await toast(page, 'die kan pas 3 dagen voor het verlopen worden verlengd').waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'Bijgewerkt' }).count()).toBe(0);

      // A seller with an ad online sees the Verlopen tab's own empty text, not an invitation to a first ad.
      await page.getByRole('tab', { name: 'Verlopen' }).click();
      await page.getByText('Je hebt geen verlopen advertenties.').waitFor();
      await page
        .getByText('Advertenties die verlopen of die je offline haalt, komen hier te staan.')
        .waitFor();
      expect(await page.getByRole('link', { name: 'Plaats je eerste advertentie' }).count()).toBe(0);
    } finally {
      await deleteAd(seller.token, adId);
    }
  });

  it('the promoted strip shows there is more and its next arrow brings the other cards into view', async () => {
    // The demo seed promotes 8 ads: more than a desktop row holds.
    const page = await openPage('/', DESKTOP);
    const strip = page.getByRole('list', { name: 'Uitgelicht' });
    await strip.waitFor();
    const count = await strip.getByRole('listitem').count();
    expect(count).toBeGreaterThan(6);
    const previous = page.getByRole('button', { name: 'Vorige uitgelichte advertenties' });
    const next = page.getByRole('button', { name: 'Volgende uitgelichte advertenties' });
    await next.waitFor();
    expect(await previous.isDisabled()).toBe(true);
    expect(await inView(page, 'Uitgelicht', count - 1)).toBe(false);

    await next.click();
    await expect.poll(() => inView(page, 'Uitgelicht', count - 1)).toBe(true);
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    // Keyboard: back to the start with Enter on the focused arrow.
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => inView(page, 'Uitgelicht', 0)).toBe(true);
  });

  it('on a phone the results come first and the categories are a section of the filter sheet', async () => {
    const tree = await fetchCategoryTree('nl');
    const page = await openPage('/categoryAds', PHONE);
    const firstCard = page.getByRole('main').getByTestId('ad-card').first();
    await firstCard.waitFor();
    expect(await page.getByRole('navigation', { name: 'Categorie' }).count()).toBe(0);
    const box = await firstCard.boundingBox();
    expect(box && box.y < PHONE.height).toBe(true);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const section = page.getByRole('presentation').last().getByRole('navigation', { name: 'Categorie' });
    // The sheet's code loads on this first open.
    await section.getByRole('link').first().waitFor();
    expect(await section.getByRole('link').count()).toBe(tree.length);
    const [top] = tree;
    await section.getByRole('link', { name: top!.title, exact: true }).click();
    await page.waitForURL(new RegExp(`categoryId=${top!.id}$`));
    // The chip narrows the list on the same page (decision 0030): the sheet closes with its transition.
    await expect.poll(() => page.getByRole('presentation').count()).toBe(0);

    // In English the section is called Category; on a desktop the chips stand above the results.
    const english = await openPage('/categoryAds', PHONE);
    await chooseEnglish(english);
    await english.getByRole('button', { name: 'Filters', exact: true }).click();
    await english.getByRole('presentation').last().getByRole('navigation', { name: 'Category' }).waitFor();
    const desktop = await openPage('/categoryAds', DESKTOP);
    const chips = desktop.getByRole('navigation', { name: 'Categorie' });
    expect(await chips.getByRole('link').count()).toBe(tree.length);
    const [chipsBox, cardBox] = [
      await chips.boundingBox(),
      await desktop.getByRole('main').getByTestId('ad-card').first().boundingBox(),
    ];
    expect(chipsBox && cardBox && chipsBox.y < cardBox.y).toBe(true);
  });
});
