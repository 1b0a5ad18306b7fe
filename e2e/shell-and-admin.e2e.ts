// A phone reaches the language switch in two taps (guest and signed in), the admin login tells a
// non-admin the truth, 'Add to Cache' warns about a missing ad, the admin sidebar reaches the page's bottom,
// and a seller sees no favourite heart on their own ads.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANG_COOKIE_MAX_AGE_SECONDS } from '@kraam/shared';
import { createConfirmedUser } from './support/accounts';
import { demoAdmin, submitAdminLogin } from './support/admin';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { toast } from './support/publishing';

const PASSWORD = 'Marktkraam-2026!';

/** The lang cookie as the browser keeps it, with the seconds it has left. */
async function langCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'lang');
  return {
    value: cookie?.value,
    path: cookie?.path,
    secondsLeft: (cookie?.expires ?? 0) - Date.now() / 1000,
  };
}

/** After a switch: the page, <html lang>, the stored choice and a year-long site-wide cookie all agree. */
async function expectLanguage(page: Page, lang: 'nl' | 'en') {
  await page.waitForFunction((want) => document.documentElement.lang === want, lang);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);
  // The page writes document.cookie at once, but the browser's cookie store (what cookies() reads) takes
  // it over from the page a moment later: under CI's load that moment was once too long.
  await expect.poll(async () => (await langCookie(page)).value).toBe(lang);
  const cookie = await langCookie(page);
  expect(cookie.path).toBe('/');
  expect(cookie.secondsLeft).toBeGreaterThan(LANG_COOKIE_MAX_AGE_SECONDS - 120);
  expect(cookie.secondsLeft).toBeLessThanOrEqual(LANG_COOKIE_MAX_AGE_SECONDS + 1);
}

/** Two taps in the phone header: the flag, then the language. */
async function switchInHeader(page: Page, from: string, to: string) {
  await page.getByRole('banner').getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

describe('the language switch on a phone', () => {
  const { openPage } = useBrowser();

  it('a guest switches nl → en and back in two taps from the header', async () => {
    const page = await openPage('/', PHONE);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await switchInHeader(page, 'Taal: Nederlands', 'English');
    await expectLanguage(page, 'en');
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
    await page.getByRole('navigation', { name: 'Quick menu' }).waitFor();

    await switchInHeader(page, 'Language: English', 'Nederlands');
    await expectLanguage(page, 'nl');
    await page.getByRole('navigation', { name: 'Snelmenu' }).waitFor();
  });

  it('a guest on an ad page switches in two taps from the category drawer', async () => {
    const { adId } = await publishFreshAd(`Taalfiets ${Date.now()}`);
    const page = await openPage(`/ads/${adId}`, PHONE);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^Categorie/ })
      .last()
      .click();
    await page
      .getByRole('dialog', { name: /Categorieën/ })
      .getByRole('button', { name: 'English' })
      .click();
    await expectLanguage(page, 'en');
    await page
      .getByRole('dialog', { name: /Categories/ })
      .getByRole('button', { name: 'Nederlands' })
      .click();
    await expectLanguage(page, 'nl');
  });

  it('a signed-in user switches in two taps from the dashboard menu, and back', async () => {
    const user = await signedInUser();
    const page = await openPage('/', PHONE);
    await signInPage(page, user);
    await page.goto('/dashboard/details');
    await page.getByRole('button', { name: 'Dashboardmenu openen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboardmenu' });
    await drawer.getByRole('group', { name: 'Taal' }).getByRole('button', { name: 'English' }).click();
    await expectLanguage(page, 'en');
    await page
      .getByRole('dialog', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'Your details' })
      .waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
    await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Nederlands' }).click();
    await expectLanguage(page, 'nl');

    // On the dashboard's home, the header's flag is there for them too.
    await page.goto('/dashboard');
    await switchInHeader(page, 'Taal: Nederlands', 'English');
    await expectLanguage(page, 'en');
  });
});

describe('the dashboard on a phone', () => {
  const { openPage } = useBrowser();

  it('centres its tiles, a long name and all', async () => {
    const user = await signedInUser();
    const page = await openPage('/', PHONE);
    await signInPage(page, user);
    await page.goto('/dashboard');
    const tile = page.getByRole('link', { name: 'Kraaminstellingen' });
    await tile.waitFor();
    const layout = await tile.evaluate((link) => {
      const grid = link.closest('ul')?.getBoundingClientRect();
      return {
        left: grid?.left ?? -1,
        right: window.innerWidth - (grid?.right ?? 0),
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(layout.overflow).toBe(0);
    expect(layout.left).toBeGreaterThan(0);
    expect(Math.abs(layout.left - layout.right)).toBeLessThanOrEqual(1);
  });
});

describe('admin panel', () => {
  const { openPage } = useBrowser();

  it.each([
    ['nl', 'Dit account heeft geen beheerrechten.'],
    ['en', 'This account has no admin rights.'],
  ] as const)(
    'tells a non-admin with the right password that the account has no admin rights (%s)',
    async (lang, text) => {
      const { email } = await createConfirmedUser(PASSWORD);
      const page = await openPage('/admin/login', DESKTOP);
      if (lang === 'en') await chooseEnglish(page);
      await submitAdminLogin(page, { email, password: 'Wrong-password-1' });
      await toast(
        page,
        lang === 'nl' ? 'Gebruikersnaam of wachtwoord onjuist' : 'user name or password Error',
      ).waitFor();
      await submitAdminLogin(page, { email, password: PASSWORD });
      await toast(page, text).waitFor();
      expect(page.url()).toMatch(/\/admin\/login$/);
    },
  );

  it.each([
    ['nl', 'Advertentie', 'Toevoegen aan cache', 'Er staat geen advertentie met dit ID online.'],
    ['en', 'Ad', 'Add to Cache', 'There is no ad online with this ID.'],
  ] as const)(
    "warns when 'Add to Cache' names an ad that does not exist (%s)",
    async (lang, ad, submit, text) => {
      const page = await openPage('/admin/login', PHONE);
      if (lang === 'en') await chooseEnglish(page);
      await submitAdminLogin(page, await demoAdmin());
      await page.waitForURL(/\/admin$/);
      await page.goto('/admin/cache/add');
      await page.getByRole('radio', { name: ad }).check();
      await page.getByRole('textbox', { name: /ID/ }).fill('987654321');
      await page.getByRole('button', { name: submit }).click();
      const warning = toast(page, text);
      await warning.waitFor();
      expect(await warning.evaluate((node) => node.closest('.Toastify__toast--warning') !== null)).toBe(true);
      expect(await page.locator('.Toastify__toast--success').count()).toBe(0);
    },
  );

  it("the sidebar's background reaches the bottom of a page longer than the window", async () => {
    const page = await openPage('/admin/login', { width: 1280, height: 480 });
    await submitAdminLogin(page, await demoAdmin());
    await page.waitForURL(/\/admin$/);
    await page.locator('tr[data-group="categoryTree"]').waitFor();
    const sizes = await page.evaluate(() => ({
      aside: document.querySelector('aside')?.getBoundingClientRect().height ?? 0,
      page: document.documentElement.scrollHeight,
      window: window.innerHeight,
    }));
    expect(sizes.page).toBeGreaterThan(sizes.window);
    expect(sizes.aside).toBeGreaterThanOrEqual(sizes.page - 1);
  });
});

describe('own ads', () => {
  const { openPage } = useBrowser();

  it('show no favourite heart on /mybooth, to the seller, on a phone and a desktop', async () => {
    const title = `Eigen fiets ${Date.now()}`;
    const { seller } = await publishFreshAd(title);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage('/', viewport);
      await signInPage(page, seller);
      await page.goto('/mybooth');
      await page.getByRole('heading', { level: 3, name: title }).waitFor();
      // The own booth's read decides; the heart is gone once it has answered.
      await expect
        .poll(() => page.getByRole('button', { name: `${title} bewaren als favoriet` }).count())
        .toBe(0);
    }
  });
});
