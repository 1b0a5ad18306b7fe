import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { submitLoginForm } from './support/accounts';
import { publishFreshAd } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { userWithPassword } from './support/chat';
import { toast } from './support/publishing';

const PHONE_NUMBER = '+31612345678';

/** Waits until the page is interactive: a click before hydration would be lost. */
const settled = (page: Page) => page.waitForLoadState('networkidle');

/** A guest's action on an ad, the login in between and what should be waiting afterwards. */
describe('a guest who logs in to do something finds it done', () => {
  const { openPage } = useBrowser();

  it('saves the ad a guest asked to keep, on a phone, in Dutch; sign-up keeps the reason', async () => {
    const title = `Bewaarfiets ${Date.now()}`;
    const [{ adId }, buyer] = await Promise.all([publishFreshAd(title), userWithPassword()]);
    const page = await openPage(`/ads/${adId}`, PHONE);
    await settled(page);
    await page.getByRole('button', { name: 'Bewaren', exact: true }).click();
    await page.waitForURL(new RegExp(`/login\\?next=%2Fads%2F${adId}&intent=favorite&ad=${adId}$`));
    await page.getByText('Log in om deze advertentie te bewaren.').waitFor();

    // Via sign-up and back: the reason goes along both ways.
    await settled(page);
    await page.getByRole('link', { name: 'Maak een account aan' }).click();
    await page.getByText('Maak een account aan om deze advertentie te bewaren.').waitFor();
    await settled(page);
    await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();
    await page.getByText('Log in om deze advertentie te bewaren.').waitFor();

    await settled(page);
    await submitLoginForm(page, buyer.email, buyer.password);
    await page.waitForURL(new RegExp(`/ads/${adId}$`));
    await toast(page, 'Advertentie toegevoegd aan je favorieten').waitFor();
    await page
      .locator('[data-testid="favorite-button"][aria-pressed="true"]', { hasText: 'Bewaard' })
      .waitFor();

    await page.goto('/dashboard/favorites');
    await page.getByRole('main').getByText(title).first().waitFor();
  });

  it('saves the ad on a desktop in English, and a second visit does not take it off', async () => {
    const title = `Saved bike ${Date.now()}`;
    const [{ adId }, buyer] = await Promise.all([publishFreshAd(title), userWithPassword()]);
    const page = await openPage(`/ads/${adId}`, DESKTOP);
    await chooseEnglish(page);
    await settled(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/login\?.*intent=favorite/);
    await page.getByText('Log in to save this ad.').waitFor();
    await settled(page);
    await submitLoginForm(page, buyer.email, buyer.password);
    await page.waitForURL(new RegExp(`/ads/${adId}$`));
    const saved = page.locator('[data-testid="favorite-button"][aria-pressed="true"]', { hasText: 'Saved' });
    await saved.waitFor();

    // The same login link again (a reload, a crafted link): still saved, never toggled off.
    await page.goto(`/login?next=%2Fads%2F${adId}&intent=favorite&ad=${adId}`);
    await page.waitForURL(new RegExp(`/ads/${adId}$`));
    await saved.waitFor();
    await page.goto('/dashboard/favorites');
    await page.getByRole('main').getByText(title).first().waitFor();
  });

  it.each([
    [
      'nl',
      PHONE,
      'Toon telefoonnummer',
      'Log in om het telefoonnummer van de verkoper te zien.',
      /^Bel 06 12345678/,
    ],
    ['en', DESKTOP, 'Show phone number', "Log in to see the seller's phone number.", /^Call 06 12345678/],
  ] as const)(
    'shows the seller’s number after the login it asked for (%s)',
    async (lang, viewport, button, reason, call) => {
      const [{ adId }, buyer] = await Promise.all([
        publishFreshAd(`Telefoonfiets ${Date.now()}`, PHONE_NUMBER),
        userWithPassword(),
      ]);
      const page = await openPage(`/ads/${adId}`, viewport);
      if (lang === 'en') await chooseEnglish(page);
      await settled(page);
      await page.getByRole('link', { name: button }).click();
      await page.getByText(reason).waitFor();
      await settled(page);
      await submitLoginForm(page, buyer.email, buyer.password);
      await page.waitForURL(new RegExp(`/ads/${adId}$`));
      await page.getByRole('link', { name: call }).waitFor();
    },
  );

  it('opens the chat with the seller after the login it asked for, on a phone, in Dutch', async () => {
    const title = `Chatkast ${Date.now()}`;
    const [{ adId }, buyer] = await Promise.all([publishFreshAd(title), userWithPassword()]);
    const page = await openPage(`/ads/${adId}`, PHONE);
    await settled(page);
    await page.getByRole('link', { name: 'Chat met de verkoper' }).click();
    await page.getByText('Log in om de verkoper een bericht te sturen.').waitFor();
    await settled(page);
    await submitLoginForm(page, buyer.email, buyer.password);
    await page.waitForURL(new RegExp(`/dashboard/chat\\?adId=${adId}`));
    await page.getByRole('main').getByText(title).first().waitFor();
    await page.getByRole('textbox', { name: 'Bericht' }).waitFor();
  });
});
