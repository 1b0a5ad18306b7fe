import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchCategoryTree } from './support/api';
import { searchTotal, signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';

// A category chip keeps the search and the filters (decision 0030), a typed maximum price survives a
// condition box ticked straight after, and no thick ring stands around the heading after a search.

const TEXTS = {
  nl: {
    locale: 'nl-NL',
    category: 'Categorie',
    max: 'Tot',
    min: 'Van',
    used: 'Gebruikt',
    none: 'Geen advertenties',
    searchIn: (term: string, category: string) => `Zoekresultaten voor “${term}” in ${category}`,
    open: 'Keuzelijst openen',
    close: 'Keuzelijst sluiten',
    city: /^Plaats/,
  },
  en: {
    locale: 'en-GB',
    category: 'Category',
    max: 'To',
    min: 'From',
    used: 'Used',
    none: 'No ads',
    searchIn: (term: string, category: string) => `Search results for “${term}” in ${category}`,
    open: 'Open the list',
    close: 'Close the list',
    city: /^City/,
  },
} as const;
type Lang = keyof typeof TEXTS;

const SCREENS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The bike category at the top of the tree, by its title in `lang`. */
async function bikeCategory(lang: Lang) {
  const node = (await fetchCategoryTree(lang)).find((top) => /fiets|bicycle|bike/i.test(top.title));
  if (!node) throw new Error('no bike category at the top of the tree');
  return node;
}

/** The filters: the side panel on a desktop, the sheet (opened here) on a phone. */
async function filterPanel(page: Page, phone: boolean): Promise<Locator> {
  if (phone) await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('group', { name: 'Filters' });
  await panel.getByRole('textbox').first().waitFor();
  return panel;
}

/** The page's result total agrees with what the API itself counts for the URL's query. */
async function totalMatchesApi(page: Page, lang: Lang) {
  const expected = await searchTotal(new URL(page.url()).search.slice(1));
  const text = expected === 0 ? TEXTS[lang].none : expected.toLocaleString(TEXTS[lang].locale);
  await page.getByTestId('result-total').filter({ hasText: text }).waitFor();
}

const outline = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });

describe('search filters', () => {
  const { openPage } = useBrowser();

  describe.each(['nl', 'en'] as const)('in %s', (lang) => {
    const texts = TEXTS[lang];

    it.each(SCREENS)('narrows a search by category and keeps every filter (%s)', async (screen, viewport) => {
      const phone = screen === 'phone';
      const bikes = await bikeCategory(lang);
      const page = await openPage('/categoryAds?search=fiets', viewport);
      if (lang === 'en') await chooseEnglish(page);

      // A maximum price applies on Enter, without leaving the field.
      let panel = await filterPanel(page, phone);
      await panel.getByRole('textbox', { name: texts.max }).fill('5000');
      await page.keyboard.press('Enter');
      await page.waitForURL(/priceMax=5000/);

      // The category chip (in the sheet on a phone) keeps the search and the price.
      await page
        .getByRole('navigation', { name: texts.category })
        .getByRole('link', { name: bikes.title, exact: true })
        .click();
      await page.waitForURL(new RegExp(`categoryId=${bikes.id}`));
      expect(new URL(page.url()).pathname).toBe('/categoryAds');
      expect(query(page)).toEqual({ search: 'fiets', categoryId: String(bikes.id), priceMax: '5000' });
      await page.getByRole('heading', { level: 1, name: texts.searchIn('fiets', bikes.title) }).waitFor();
      await totalMatchesApi(page, lang);

      // A minimum typed, then a condition ticked straight away: both stay.
      panel = await filterPanel(page, phone);
      await panel.getByRole('textbox', { name: texts.min }).fill('1');
      await panel.getByRole('checkbox', { name: texts.used }).click();
      await expect
        .poll(() => query(page))
        .toEqual({
          search: 'fiets',
          categoryId: String(bikes.id),
          priceMin: '1',
          priceMax: '5000',
          condition: 'used',
        });
      expect(await panel.getByRole('textbox', { name: texts.min }).inputValue()).toBe('1');
      await totalMatchesApi(page, lang);
    });

    it.each(SCREENS)(
      'focuses the results heading without a ring after a search, Tab still shows one (%s)',
      async (_screen, viewport) => {
        const page = await openPage('/', viewport);
        if (lang === 'en') await chooseEnglish(page);
        // The home page's own search field on a phone, the header's on a desktop (the other one is hidden).
        const search = page.getByRole('combobox').first();
        await search.fill('fiets');
        // The suggestion rows read from the start, also under the centred home hero.
        const suggestion = page.getByRole('option').first();
        await suggestion.waitFor();
        expect(['left', 'start']).toContain(
          await suggestion.locator('p').evaluate((element) => getComputedStyle(element).textAlign),
        );
        await search.press('Enter');
        await page.waitForURL(/\/categoryAds\?search=fiets$/);

        const heading = page.getByRole('heading', { level: 1 });
        await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
        expect((await outline(heading)).style).toBe('none');

        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        expect(await focused.evaluate((element) => element.tagName)).not.toBe('H1');
        const ring = await outline(focused);
        expect(ring.style).toBe('solid');
        expect(ring.width).toBe('3px');
      },
    );
  });

  describe.each(['nl', 'en'] as const)('the city chooser in %s', (lang) => {
    it.each(SCREENS)('names its buttons in the page language (%s)', async (_screen, viewport) => {
      const user = await signedInUser();
      const page = await openPage('/', viewport);
      if (lang === 'en') await chooseEnglish(page);
      await signInPage(page, user);
      await page.goto('/dashboard/boothSetting');
      const city = page.getByRole('combobox', { name: TEXTS[lang].city });
      await city.waitFor();
      const chooser = page.locator('.MuiAutocomplete-root').filter({ has: city });
      await chooser.getByRole('button', { name: TEXTS[lang].open }).waitFor();
      await city.fill('Utrecht');
      await chooser.getByRole('button', { name: TEXTS[lang].close }).waitFor();
      expect(await chooser.getByRole('button', { name: /^(Open|Close)$/ }).count()).toBe(0);
    });
  });
});
