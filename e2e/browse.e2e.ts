import type { Page } from 'playwright-core';
import { API_PATHS } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { fetchCategoryTree } from './support/api';
import {
  publishFreshAd,
  searchTotal,
  signInPage,
  signedInUser,
  threeLettersWithAnAd,
} from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { WEB_URL } from './support/env';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const resultTotal = (page: Page) => page.getByTestId('result-total');

describe('browse and search', () => {
  const { openPage } = useBrowser();

  it('finds an ad by suggestion, keeps it as a favourite and in recently viewed', async () => {
    const [term, user] = await Promise.all([threeLettersWithAnAd(), signedInUser()]);
    const page = await openPage('/', DESKTOP);
    await signInPage(page, user);

    const search = page.locator('header').getByRole('combobox');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === API_PATHS.suggestions) asked.push(url.searchParams.get('searchTerm') ?? '');
    });
    // The page's timers on a clock of the test's: the typing pause passes when the test says, not by waiting.
    await page.clock.install();
    await search.fill(term.slice(0, 2));
    await page.clock.runFor(2_000);
    // Two letters ask for nothing (SPEC §5); the third one opens the list.
    expect(await search.getAttribute('aria-expanded')).toBe('false');
    await search.pressSequentially(term.slice(2));
    await page.clock.runFor(2_000);
    const option = page.getByRole('option').filter({ hasText: 'Advertentie' }).first();
    await option.waitFor();
    const title = (await option.locator('p').first().textContent()) ?? '';
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((searchTerm) => searchTerm.length <= 2)).toEqual([]);
    await option.click();
    await page.waitForURL(/\/ads\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.getByTestId('favorite-button').click();
    await toast(page, 'Advertentie toegevoegd aan je favorieten').waitFor();
    expect(await page.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true');

    await page.goto('/dashboard/favorites');
    await page.getByRole('main').getByTestId('ad-card').filter({ hasText: title }).waitFor();
    await page.goto('/dashboard/recentlyViewed');
    await page.getByRole('main').getByTestId('ad-card').filter({ hasText: title }).first().waitFor();
  });

  it('searches, opens an ad and keeps it as a favourite in English', async () => {
    const [term, user] = await Promise.all([threeLettersWithAnAd(), signedInUser()]);
    const page = await openPage('/', DESKTOP);
    await chooseEnglish(page);
    await signInPage(page, user);

    const search = page.locator('header').getByRole('combobox');
    await search.fill(term);
    await page.getByRole('option').filter({ hasText: 'Ad' }).first().waitFor();
    await search.press('Enter');
    await page.waitForURL(new RegExp(`/categoryAds\\?search=${term}$`));
    const expected = await searchTotal(`search=${term}`);
    await resultTotal(page)
      .filter({ hasText: `${expected} ad${expected === 1 ? '' : 's'}` })
      .waitFor();

    const card = page.getByRole('main').getByTestId('ad-card').first();
    const title = (await card.getByRole('heading').first().textContent()) ?? '';
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/ads\/\d+/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('favorite-button').click();
    await toast(page, 'Ad added to favourites').waitFor();

    await page.goto('/dashboard/favorites');
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    await page
      .getByRole('list', { name: 'Favourites' })
      .getByTestId('ad-card')
      .filter({ hasText: title })
      .waitFor();
  });

  it("finds Dutch ads for English words: 'stroller' on a desktop in English, 'kinderwagen' on a phone", async () => {
    const title = `Kinderwagen met regenhoes ${Date.now()}`;
    await publishFreshAd(title);
    const page = await openPage('/', DESKTOP);
    await chooseEnglish(page);
    const search = page.locator('header').getByRole('combobox');
    await search.fill('stroller');
    await page.getByRole('option').filter({ hasText: title }).waitFor();
    await search.press('Enter');
    await page.waitForURL(/\/categoryAds\?search=stroller$/);
    await page.getByRole('main').getByTestId('ad-card').filter({ hasText: title }).waitFor();

    const phone = await openPage('/categoryAds?search=kinderwagen', PHONE);
    await phone.getByRole('main').getByTestId('ad-card').filter({ hasText: title }).waitFor();
  });

  it('filters a category by price and by radius around a postal code, and the shared URL reloads the same list', async () => {
    const tree = await fetchCategoryTree('nl');
    const top = tree.find((node) => node.childs.length > 0);
    if (!top) throw new Error('no category with children');
    const page = await openPage(`/categoryAds?categoryId=${top.id}`, DESKTOP);
    const filters = page.getByRole('complementary');

    await filters.getByTestId('price-max').fill('100');
    await filters.getByTestId('price-max').press('Enter');
    await page.waitForURL(/priceMax=100/);
    await filters.getByTestId('postal-code').fill('1012 AB');
    await filters.getByTestId('postal-code').press('Enter');
    await page.waitForURL(/postalCode=1012AB/);
    expect(page.url()).toContain('radiusKm=25');

    const query = new URL(page.url()).search.slice(1);
    const expected = await searchTotal(query);
    const totalText =
      expected === 0 ? 'Geen advertenties' : `${expected} advertentie${expected === 1 ? '' : 's'}`;
    await resultTotal(page).filter({ hasText: totalText }).waitFor();
    const shown = await resultTotal(page).textContent();

    // Someone opening the shared link sees the same list with the same filters filled in.
    const shared = await openPage(`/categoryAds?${query}`, PHONE);
    expect(await resultTotal(shared).textContent()).toBe(shown);
    await shared.reload();
    expect(await resultTotal(shared).textContent()).toBe(shown);
    await shared.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = shared.getByRole('presentation').last();
    expect(await sheet.getByTestId('price-max').inputValue()).toBe('100');
    expect(await sheet.getByTestId('postal-code').inputValue()).toBe('1012AB');
  });

  it('lists a newly published ad in the sitemap', async () => {
    const { adId } = await publishFreshAd(`Sitemap-fiets ${Date.now()}`);
    const response = await fetch(`${WEB_URL}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain(`${WEB_URL}/ads/${adId}</loc>`);
    const robots = await (await fetch(`${WEB_URL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${WEB_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /dashboard');
  });
});
