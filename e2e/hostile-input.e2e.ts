import { describe, expect, it } from 'vitest';
import { createConfirmedUser, submitLoginForm } from './support/accounts';
import { publishFreshAd } from './support/browse';
import { DESKTOP, useBrowser } from './support/browser';
import { API_URL, WEB_URL } from './support/env';

const PASSWORD = 'Marktkraam-2026!';

// Bad ids answer a real 404 status (not a 200 'Page not found' or a 500), a list naming
// impossible filters still shows the ad, and no `next` after login leaves the site.
describe('hostile input in the browser', () => {
  const { openPage } = useBrowser();

  it('answers 404 for ids that are no ad or booth: malformed, beyond integer, unknown or deleted', async () => {
    const { seller, adId } = await publishFreshAd(`Verwijderd ${Date.now()}`);
    const deleted = await fetch(`${API_URL}/exhibitor/v2/Advertisement/Delete?id=${adId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(deleted.status).toBe(200);
    const page = await openPage('/', DESKTOP);
    for (const path of [
      '/ads/abc',
      '/ads/2147483648',
      '/ads/2147483647',
      `/ads/${adId}`,
      '/booth/2147483648',
      '/booth/2147483647',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    }
  });

  it('shows an ad whose list names impossible filters, without previous and next', async () => {
    const title = `Lijst ${Date.now()}`;
    const { adId } = await publishFreshAd(title);
    const page = await openPage('/', DESKTOP);
    for (const list of ['categoryId=2147483648', 'search=a%00b', 'boothId=99999999999&sort=cheapest']) {
      const response = await page.goto(`/ads/${adId}?list=${encodeURIComponent(list)}`);
      expect(response?.status(), list).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
  });

  it('lands on the home page of this site for every `next` that would leave it', async () => {
    const { email } = await createConfirmedUser(PASSWORD);
    const site = new URL(WEB_URL).origin;
    for (const next of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e%2e/%2e%2e//evil.example',
      '/\\evil.example',
    ]) {
      const page = await openPage(`/login?next=${encodeURIComponent(next)}`, DESKTOP);
      await submitLoginForm(page, email, PASSWORD);
      // Wait for wherever the login goes: home here, or any page of another site.
      await page.waitForURL((url) => url.origin !== site || url.pathname === '/');
      const url = new URL(page.url());
      expect(url.origin, next).toBe(site);
      expect(url.pathname, next).toBe('/');
    }
  });
});
