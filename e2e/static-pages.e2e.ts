import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

describe('static pages, 404 and shell-less routes', () => {
  const { openPage } = useBrowser();

  it('opens the about page from the footer, with a canonical link without query', async () => {
    const page = await openPage('/', DESKTOP);
    // A link clicked while the page hydrates can be dropped (seen once in CI): click once it has settled.
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').locator('a[href="/about-kraam"]').click();
    await page.waitForURL(/\/about-kraam$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const text = await page.getByRole('main').innerText();
    expect(text.length).toBeGreaterThan(400);

    await page.goto('/about-kraam?utm=x#team');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^http:\/\/localhost:\d+\/about-kraam$/);
  });

  it('shows the 404 page in Dutch for an unknown path', async () => {
    const page = await openPage('/dit-bestaat-niet');
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    await page.getByText('Sorry, de pagina die je zoekt bestaat niet of is verwijderd.').waitFor();
    const response = await page.goto('/dit-bestaat-niet');
    expect(response?.status()).toBe(404);
  });

  it('renders paths starting with /register or /forget without header, footer or bottom bar', async () => {
    for (const path of ['/register-welcome', '/forget-me']) {
      const page = await openPage(path, PHONE);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('header').count()).toBe(0);
      expect(await page.locator('footer').count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);
    }
    const withShell = await openPage('/dit-bestaat-niet', PHONE);
    await withShell.getByRole('heading', { level: 1 }).waitFor();
    expect(await withShell.locator('header').count()).toBeGreaterThan(0);
  });
});
