// The expiry reminder's renewal link in a browser: opening it shows the ad and changes nothing, one press
// renews it, and opening it again says it was used. Dutch on a desktop, English on a phone.
import { describe, expect, it } from 'vitest';
import { publishFreshAd } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { renewalPath, validUntilOf } from './support/renewal';

describe('renewing an ad from its reminder', () => {
  const { openPage } = useBrowser();

  it.each([
    {
      lang: 'nl',
      viewport: DESKTOP,
      button: 'Verlengen met 21 dagen',
      renewed: 'Je advertentie is verlengd en staat weer 21 dagen online.',
      used: /Deze link is al gebruikt/,
    },
    {
      lang: 'en',
      viewport: PHONE,
      button: 'Renew for 21 days',
      renewed: 'Your ad is renewed and online for another 21 days.',
      used: /This link has been used already/,
    },
  ] as const)('renews once from the link, then says it was used ($lang)', async (view) => {
    const title = `Verlengbare kinderstoel ${Math.random().toString(36).slice(2, 7)}`;
    const { seller, adId } = await publishFreshAd(title);
    const before = await validUntilOf(seller.token, adId);
    const link = renewalPath(adId, before);

    const page = await openPage(link, view.viewport);
    if (view.lang === 'en') await chooseEnglish(page);
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: view.button });
    await button.waitFor();
    expect(await page.getByRole('link', { name: title }).getAttribute('href')).toBe(`/ads/${adId}`);
    // Opened (as a mail scanner would): nothing changed.
    expect(await validUntilOf(seller.token, adId)).toBe(before);

    await button.click();
    await page.getByText(view.renewed).waitFor();
    const after = await validUntilOf(seller.token, adId);
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());

    await page.reload();
    await page.getByText(view.used).waitFor();
    expect(await page.getByRole('button', { name: view.button }).count()).toBe(0);
    expect(await validUntilOf(seller.token, adId)).toBe(after);
  });
});
