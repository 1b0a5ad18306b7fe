import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEARCH_FIRST_LIMIT } from '@kraam/shared';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { toast } from './support/publishing';

/** Style elements Emotion (MUI's styling) wrote into the document. */
const emotionStyles = (page: Page) => page.locator('style[data-emotion]').count();

/** Every RSC request the page makes from now on: a prefetch or a navigation asking the server to render. */
function recordServerRenders(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/**
 * How far the page moved on its own since it started loading (CLS without input): the browser's own count,
 * and what moved (the start of each shifted element's markup), so a failure says where to look.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ shift: number; moved: string[] }>((resolve) => {
        let shift = 0;
        const moved: string[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shift += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              moved.push(node instanceof Element ? node.outerHTML.slice(0, 160) : String(node?.nodeName));
            }
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, after this task.
        setTimeout(() => {
          observer.disconnect();
          resolve({ shift, moved });
        }, 100);
      }),
  );

describe('lean pages: still once painted, no MUI or server render a page does not use', () => {
  const { openPage } = useBrowser();

  it('keeps the home, search and ad pages of a phone still once painted: nothing moves when scripts run', async () => {
    const page = await openPage('/', PHONE);
    const firstAd = page.getByRole('main').getByTestId('ad-card').first().getByRole('link');
    for (const path of ['/', '/categoryAds?search=fiets', 'first ad']) {
      await page.goto(path === 'first ad' ? ((await firstAd.getAttribute('href')) ?? '') : path, {
        waitUntil: 'networkidle',
      });
      await page.getByRole('main').waitFor();
      // Before, the promoted strip's arrows appeared after hydration and pushed the home page down by 15 px.
      expect({ path, ...(await layoutShift(page)) }).toEqual({ path, shift: 0, moved: [] });
    }
  });

  it('has the scripts every page starts with compiled off the main thread, and no chunk loaded on demand', async () => {
    const page = await openPage('/', DESKTOP);
    const hinted = async (url: string) =>
      (await (await page.request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n');
    const startup = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
    const runtime = startup.filter((src) => /\/turbopack-[^/]+\.js$/.test(src));
    expect(runtime).toHaveLength(1);
    expect(await hinted(runtime[0] ?? '')).toBe(true);

    const onDemand: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) onDemand.push(response.url());
    });
    await page.getByRole('banner').getByRole('button', { name: 'Categorieën' }).click();
    await page
      .getByRole('dialog', { name: 'Categorieën' })
      .getByRole('link', { name: /Fietsen en brommers/ })
      .waitFor();
    expect(onDemand.length).toBeGreaterThan(0);
    for (const url of onDemand) expect({ url, hinted: await hinted(url) }).toEqual({ url, hinted: false });
  });

  it('hydrates only the first cards of a search on a phone, and scrolling brings the rest once each', async () => {
    const page = await openPage('/categoryAds?search=fiets', PHONE);
    const cards = page.getByRole('list', { name: 'Zoekresultaten' }).getByTestId('ad-card');
    await cards.first().waitFor();
    // Before, the first HTML held 24 cards; each one was hydrated before the page answered a tap.
    expect(await cards.count()).toBe(SEARCH_FIRST_LIMIT);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => cards.count()).toBeGreaterThan(SEARCH_FIRST_LIMIT);
    const links = await cards
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(new Set(links).size).toBe(links.length);
  });

  it('shows a phone the cards and the sort links without asking the server to render any page it did not open', async () => {
    const page = await openPage('/', PHONE);
    const asked = recordServerRenders(page);
    await page.reload({ waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByTestId('ad-card').first().waitFor();
    const sorts = main.getByRole('navigation', { name: 'Sorteer de advertenties' });
    expect(await sorts.getByRole('link', { name: 'Populair' }).getAttribute('aria-current')).toBe('page');
    // Before, every card in view prefetched its dynamic ad page: 24 server renders for one phone screen.
    expect(asked.filter((path) => path.startsWith('/ads/'))).toEqual([]);
    // And the search form (header and hero) prefetched the search page: two more renders and its scripts;
    // the logo and the bottom bar prefetched the home page itself, twice.
    expect(asked.join(' ')).toBe('');

    // A card still opens its ad, rendered when it is asked for.
    const card = main.getByTestId('ad-card').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').click();
    await page.waitForURL(/\/ads\/\d+/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The ad page, loaded afresh, asks for nothing either: its back link prefetched the search page, its
    // chat, phone and booth links the login and booth pages. Nor does a search.
    asked.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goto('/categoryAds?search=fiets', { waitUntil: 'networkidle' });
    await main.getByTestId('ad-card').first().waitFor();
    expect(asked.join(' ')).toBe('');
  });

  it('serves the home page without MUI, which comes with the menus and the filters that use it', async () => {
    const page = await openPage('/', DESKTOP);
    await page.getByRole('main').getByTestId('ad-card').first().waitFor();
    // Before, MUI's theme, baseline and Emotion styles were part of every page, the home page included.
    expect(await emotionStyles(page)).toBe(0);

    await page.getByRole('banner').getByRole('button', { name: 'Categorieën' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorieën' });
    await drawer.getByRole('link', { name: /Fietsen en brommers/ }).waitFor();
    expect(await emotionStyles(page)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The search page's frame is plain too; its side panel's filters are MUI and bring it when they load.
    const search = await openPage('/categoryAds?search=fiets', DESKTOP);
    await search
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('textbox', { name: 'Tot' })
      .waitFor();
    expect(await emotionStyles(search)).toBeGreaterThan(0);
  });

  it('serves an ad, its booth and a category without MUI, and the toasts come with the first one', async () => {
    const page = await openPage('/', DESKTOP);
    const card = page.getByRole('main').getByTestId('ad-card').first();
    await card.getByRole('link').click();
    await page.waitForURL(/\/ads\/\d+/);
    await page.getByRole('button', { name: 'Delen' }).waitFor();
    expect(await emotionStyles(page)).toBe(0);

    // Sharing without a share sheet copies the link, or says how to: a toast either way.
    await page.getByRole('button', { name: 'Delen' }).click();
    await toast(page, /^(Link gekopieerd|Kopiëren lukte niet)/).waitFor();
    expect(await emotionStyles(page)).toBe(0);

    await page.getByRole('link', { name: 'Bekijk de kraam' }).click();
    await page.waitForURL(/\/booth\/\d+/);
    await page.getByRole('heading', { level: 2, name: /^Advertenties/ }).waitFor();
    expect(await emotionStyles(page)).toBe(0);

    const category = await openPage('/category?categoryId=1', PHONE);
    await category.getByRole('heading', { level: 2, name: 'Subcategorieën' }).waitFor();
    expect(await emotionStyles(category)).toBe(0);
  });

  it('serves the login page without MUI; its field errors and the wrong-password toast still show', async () => {
    const page = await openPage('/login', DESKTOP);
    const submit = page.getByRole('main').getByRole('button', { name: 'Inloggen' });
    await submit.click();
    await expect.poll(() => page.getByText('Dit veld is verplicht').count()).toBe(2);
    const email = page.getByLabel(/^E-mailadres/);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('demo@kraam.example');
    await page.getByLabel(/^Wachtwoord/).fill('not-the-password');
    await submit.click();
    await toast(page, /^Gebruikersnaam of wachtwoord onjuist/).waitFor();
    // What was typed stays, and neither the form nor the toast brought MUI.
    expect(await email.inputValue()).toBe('demo@kraam.example');
    expect(await emotionStyles(page)).toBe(0);
  });

  it('in English, moves between sorts by their links and loads the phone filters on first open', async () => {
    const page = await openPage('/', PHONE);
    await chooseEnglish(page);
    const sorts = page.getByRole('main').getByRole('navigation', { name: 'Sort the ads' });
    await sorts.getByRole('link', { name: 'Newest' }).click();
    await page.waitForURL(/\?sort=newest$/);
    await expect
      .poll(() => sorts.getByRole('link', { name: 'Newest' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await sorts.getByRole('link', { name: 'Trending' }).getAttribute('aria-current')).toBeNull();

    await page.goto('/categoryAds?search=fiets');
    await page.getByRole('main').getByTestId('ad-card').first().waitFor();
    // The filters are not part of a phone's first load: no price field, and no MUI, until the sheet opens.
    expect(await page.getByRole('textbox', { name: 'To' }).count()).toBe(0);
    expect(await emotionStyles(page)).toBe(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('presentation');
    await sheet.getByRole('textbox', { name: 'To' }).waitFor();
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await sheet.waitFor({ state: 'detached' });
  });
});
