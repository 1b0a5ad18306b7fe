import { describe, expect, it } from 'vitest';
import { fetchCategoryTree } from './support/api';
import { useBrowser } from './support/browser';

describe('home page and language', () => {
  const { openPage } = useBrowser();

  it('shows the seeded category tree in Dutch by default', async () => {
    const [tree, page] = await Promise.all([fetchCategoryTree('nl'), openPage('/')]);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    const main = page.getByRole('main');
    for (const category of tree.slice(0, 3)) {
      await main.getByText(category.title, { exact: true }).first().waitFor();
    }
    expect(await page.locator('h1').count()).toBe(1);
  });

  it('switches to English, changes the texts and keeps the choice across a reload', async () => {
    const [treeEn, page] = await Promise.all([fetchCategoryTree('en'), openPage('/')]);
    await page
      .getByRole('button', { name: /^(Taal|Language)/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /English/ }).click();

    await page.waitForFunction(() => document.documentElement.lang === 'en');
    const first = treeEn[0];
    if (!first) throw new Error('empty tree');
    await page.getByRole('main').getByText(first.title, { exact: true }).first().waitFor();

    // The browser's cookie store takes document.cookie over from the page a moment after it is written.
    const langCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang');
    await expect.poll(async () => (await langCookie())?.value).toBe('en');
    const lang = await langCookie();
    expect(lang?.path).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('main').getByText(first.title, { exact: true }).first().waitFor();
  });
});
