// Who sells (EU Omnibus directive, DSA Art. 30): a seller in Dutch on a phone makes their booth a business
// with a KvK number, after which their ad page and their ad's card say 'Zakelijk' and the booth page shows
// the legal notice; a buyer in English on a desktop sees a private seller's ad as 'Private' with the
// consumer-law note.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boothOf } from './support/accessibility';
import { publishFreshAd, signInPage } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { toast } from './support/publishing';

const PRIVATE_NOTE_EN =
  'You are buying from a private person. Consumer law (such as the cooling-off period and the legal guarantee) does not apply to a purchase from a private person.';

/** The seller-type label in the ad page's heading. */
const adPageLabel = (page: Page) => page.getByRole('main').getByTestId('seller-type').first();

describe('who sells', () => {
  const { openPage } = useBrowser();

  it('in Dutch on a phone: a seller becomes Zakelijk with a KvK number; ad page, card and booth page follow', async () => {
    const title = `Bakfiets ${Date.now()}`;
    const { seller, adId } = await publishFreshAd(title);
    // Seen once as a private seller's ad first, so a cache that kept it would show the old label below.
    const page = await openPage(`/ads/${adId}`, PHONE);
    expect(await adPageLabel(page).textContent()).toBe('Particulier');
    await page.getByTestId('consumer-law-note').waitFor();

    await signInPage(page, seller);
    await page.goto('/dashboard/boothSetting');
    await page.getByRole('radio', { name: 'Zakelijk' }).check();
    await page.getByLabel(/^Bedrijfsnaam/).fill('Bakfietsen Joris B.V.');
    await page.getByLabel(/^KvK-nummer/).fill('3012345');
    await page.getByLabel(/^Telefoonnummer/).fill('030 123 4567');
    await page.getByLabel(/^E-mailadres/).fill('joris@bakfietsen.example');
    await page.getByLabel(/^Straat en huisnummer/).fill('Biltstraat 12');
    await page.getByLabel(/^Postcode/).fill('3572 bj');
    await page.getByRole('combobox', { name: /^Plaats/ }).fill('Utrecht');
    await page.getByRole('option', { name: 'Utrecht', exact: true }).click();
    await page.getByRole('button', { name: 'Kraam opslaan' }).click();
    // Seven digits are refused under the field, in Dutch, before anything is sent.
    await page.getByText('Een KvK-nummer bestaat uit precies 8 cijfers.').waitFor();
    await page.getByLabel(/^KvK-nummer/).fill('30123456');
    await page.getByRole('button', { name: 'Kraam opslaan' }).click();
    await toast(page, 'Bijgewerkt').waitFor();

    await page.goto(`/ads/${adId}`);
    expect(await adPageLabel(page).textContent()).toBe('Zakelijk');
    expect(await page.getByTestId('consumer-law-note').count()).toBe(0);

    await page.goto(`/booth/${await boothOf(adId)}`);
    const card = page.getByTestId('ad-card').filter({ hasText: title });
    expect(await card.getByTestId('seller-type').textContent()).toBe('Zakelijk');
    const notice = page.getByRole('region', { name: 'Wettelijke informatie' });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    for (const line of [
      'Bakfietsen Joris B.V.',
      '30123456',
      'Biltstraat 12, 3572 BJ Utrecht',
      '030 123 4567',
    ])
      expect(text).toContain(line);
  });

  it('in English on a desktop: a private seller’s ad says Private and that consumer law does not apply', async () => {
    const { adId } = await publishFreshAd(`Kinderstoel ${Date.now()}`);
    const page = await openPage(`/ads/${adId}`, DESKTOP);
    await chooseEnglish(page);
    expect(await adPageLabel(page).textContent()).toBe('Private');
    expect(await page.getByTestId('consumer-law-note').textContent()).toBe(PRIVATE_NOTE_EN);
  });
});
