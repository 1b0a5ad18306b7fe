import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { bidThroughApi, renameUser } from './support/bids';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';

/** The bid list's rows as their text, highest first. */
const rows = (page: Page) => page.getByTestId('bid').allInnerTexts();

describe('bidding on a ‘Bieden vanaf’ bike', () => {
  const { openPage } = useBrowser();

  it('three buyers bid (phones, Dutch), the list follows live, the seller (desktop, English) accepts the highest', async () => {
    const title = `Gazelle damesfiets ${Date.now()}`;
    const { seller, adId } = await publishFreshAd(title, undefined, { priceCents: 90_000 });
    const [jan, eva, piet] = [await signedInUser(), await signedInUser(), await signedInUser()];
    await renameUser(jan.token, 'Jan', 'de Vries');
    await renameUser(eva.token, 'Eva', 'Jansen');
    await renameUser(piet.token, 'Piet', 'Smit');

    const sellerPage = await openPage(`/ads/${adId}`, DESKTOP);
    await signInPage(sellerPage, seller);
    await chooseEnglish(sellerPage);
    await sellerPage.getByText('No bids yet. Bidding from €900.').waitFor();

    const janPage = await openPage(`/ads/${adId}`, PHONE);
    await signInPage(janPage, jan);
    const amount = janPage.getByLabel('Jouw bod in hele euro’s');
    await amount.fill('850');
    await janPage.getByRole('button', { name: 'Bied', exact: true }).click();
    await janPage
      .getByRole('alert')
      .filter({ hasText: /^Minimaal €\s900$/ })
      .waitFor();
    await amount.fill('950');
    await janPage.getByRole('button', { name: 'Bied', exact: true }).click();
    await janPage.getByText(/Je bod van €\s950 staat open\./).waitFor();

    // Eva bids from her phone; Jan's page and the seller's follow without a reload.
    const evaPage = await openPage(`/ads/${adId}`, PHONE);
    await signInPage(evaPage, eva);
    await evaPage.getByLabel('Jouw bod in hele euro’s').fill('1000');
    await evaPage.getByRole('button', { name: 'Bied', exact: true }).click();
    await expect
      .poll(() => rows(janPage))
      .toEqual([expect.stringMatching(/^€\s1\.000\s*Eva J\./), expect.stringMatching(/^€\s950\s*Jan d\./)]);
    await sellerPage.getByText('2 bids, 2 bidders. Bidding from €900.').waitFor();

    await bidThroughApi(piet.token, adId, 920);
    await expect
      .poll(() => rows(janPage))
      .toEqual([
        expect.stringMatching(/^€\s1\.000\s*Eva J\./),
        expect.stringMatching(/^€\s950\s*Jan d\. ?jouw bod/),
        expect.stringMatching(/^€\s920\s*Piet S\./),
      ]);
    await evaPage.getByText(/^3 biedingen, 3 bieders\. Bieden vanaf €\s900\.$/).waitFor();

    // The seller accepts the highest, after the question that says what it means.
    await sellerPage.getByRole('button', { name: 'Accept the bid of €1,000 from Eva J.' }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Accept the bid of €1,000?' });
    await dialog.getByText(/may form a sales agreement/).waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await sellerPage.getByText('Bid of €1,000 accepted.').waitFor();

    // Everyone sees it; the ad is reserved.
    await janPage.getByText('Bieden is gesloten.').waitFor();
    await janPage.reload();
    await janPage.getByText('Gereserveerd', { exact: true }).first().waitFor();
    // Jan was told, in his notification centre.
    await janPage.goto('/dashboard/notifications');
    await janPage.getByText(`De verkoper van ${title} heeft een ander bod geaccepteerd`).waitFor();

    // Eva finds the seller's message in her chat.
    await evaPage.goto('/dashboard/chat');
    await evaPage
      .getByText(/Je bod van €\s1\.000 is geaccepteerd/)
      .first()
      .waitFor();
  });
});
