import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchCategoryTree, firstBranch } from './support/api';
import { PHONE, useBrowser } from './support/browser';

/** Opens the drawer from the bottom bar and walks one level down into the given category. */
async function openDrawerInside(page: Page, title: string) {
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /^Categorie/ })
    .last()
    .click();
  const drawer = page.getByRole('dialog', { name: /Categorieën/ });
  await drawer.getByRole('link', { name: title, exact: true }).waitFor();
  await drawer.getByRole('button', { name: new RegExp(`subcategorieën van ${title}`) }).click();
  return drawer;
}

describe('category drawer on a phone', () => {
  const { openPage } = useBrowser();

  it('walks down the tree level by level and back, and a branch opens its category page', async () => {
    const [tree, page] = await Promise.all([fetchCategoryTree('nl'), openPage('/', PHONE)]);
    const branch = firstBranch(tree);
    const child = branch.childs[0];
    if (!child) throw new Error('branch without children');

    const drawer = await openDrawerInside(page, branch.title);
    await drawer.getByRole('link', { name: child.title, exact: true }).waitFor();
    expect(await drawer.getByRole('link', { name: tree[1]?.title ?? '', exact: true }).count()).toBe(0);

    await drawer.getByRole('button', { name: /Terug/ }).click();
    await drawer.getByRole('link', { name: branch.title, exact: true }).click();
    await page.waitForURL(new RegExp(`/category\\?categoryId=${branch.id}$`));
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: branch.title }).waitFor();
  });

  it('opens the ads list when a leaf is tapped', async () => {
    const [tree, page] = await Promise.all([fetchCategoryTree('nl'), openPage('/', PHONE)]);
    const branch = firstBranch(tree);
    const leaf = branch.childs.find((child) => child.childs.length === 0);
    if (!leaf) throw new Error('branch without a leaf child');

    const drawer = await openDrawerInside(page, branch.title);
    await drawer.getByRole('link', { name: leaf.title, exact: true }).click();
    await page.waitForURL(new RegExp(`/categoryAds\\?categoryId=${leaf.id}$`));
    await drawer.waitFor({ state: 'hidden' });
  });
});
