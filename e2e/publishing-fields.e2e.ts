// What the wizard collects about the item (the category's own fields) reaches the
// ad page, the edit form and the category page's filters, and a phone number typed the Dutch way
// ('0612345678') is taken, stored with its country code and shown as the Dutch write it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS, ownAdsResponseSchema } from '@kraam/shared';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { signInPage, signedInUser } from './support/browse';
import { fetchCategoryTree, readAnswer } from './support/api';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';
import { boothInUtrecht, toast } from './support/publishing';

const TEXTS = {
  nl: {
    path: ['Fietsen en brommers', 'Fietsen', 'Stadsfietsen'],
    next: 'Volgende',
    steps: ['Gegevens', 'Prijs', "Foto's", 'Locatie', 'Contact en levering', 'Controleren'],
    title: /^Titel/,
    bikeType: 'Soort fiets',
    cityBike: 'Stadsfiets',
    frameSize: 'Framemaat',
    askingPrice: 'Vraagprijs',
    price: /^Prijs/,
    phone: /^Telefoonnummer/,
    both: 'Allebei',
    publish: 'Advertentie plaatsen',
    published: 'Je advertentie staat online.',
    facts: 'Kenmerken',
    showPhone: 'Toon telefoonnummer',
    call: 'Bel 06 12345678',
    from: 'Van',
    openFilters: 'Filters',
    closeFilters: 'Filters sluiten',
  },
  en: {
    path: ['Bikes and mopeds', 'Bicycles', 'City bikes'],
    next: 'Next',
    steps: ['Details', 'Price', 'Photos', 'Location', 'Contact and delivery', 'Review'],
    title: /^Title/,
    bikeType: 'Bike type',
    cityBike: 'City bike',
    frameSize: 'Frame size',
    askingPrice: 'Asking price',
    price: /^Price/,
    phone: /^Phone number/,
    both: 'Both',
    publish: 'Publish ad',
    published: 'Your ad is online.',
    facts: 'Details',
    showPhone: 'Show phone number',
    call: 'Call 06 12345678',
    from: 'From',
    openFilters: 'Filters',
    closeFilters: 'Close filters',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ad's id, as the seller's own list has it. */
async function ownAdId(token: string, title: string): Promise<number> {
  const response = await fetch(`${API_URL}${API_PATHS.ownAds}?lang=nl`, {
    headers: { ...asVisitor(), authorization: `Bearer ${token}` },
  });
  const ad = (await readAnswer(response, ownAdsResponseSchema)).data.find((own) => own.title === title);
  if (!ad) throw new Error(`${title} is not among the seller's ads`);
  return ad.id;
}

/** Places a city bike through the wizard with its type and frame size and the phone typed the Dutch way. */
async function placeCityBike(page: Page, l: Texts, title: string): Promise<void> {
  await page.goto('/newAds/chooseCategory');
  const next = page.getByRole('button', { name: l.next });
  const [details, price, photos, location, contact, review] = l.steps;
  // 'Fietsen' is not 'Fietsen en brommers', the level above it.
  for (const [level, name] of l.path.entries()) {
    const above = l.path.slice(0, level).map(escape).join('|');
    const pattern = above ? `^(?!${above})${escape(name)}` : `^${escape(name)}`;
    await page.getByRole('button', { name: new RegExp(pattern) }).click();
  }
  await next.click();

  await page.getByRole('heading', { name: details }).waitFor();
  await page.getByLabel(l.title).fill(title);
  await page.getByRole('combobox', { name: new RegExp(`^${l.bikeType}`) }).click();
  await page.getByRole('option', { name: l.cityBike, exact: true }).click();
  await page.getByLabel(new RegExp(`^${l.frameSize}`)).fill('57');
  await next.click();

  await page.getByRole('heading', { name: price }).waitFor();
  await page.getByRole('radio', { name: l.askingPrice }).check();
  await page.getByRole('textbox', { name: l.price }).fill('140');
  await next.click();
  await page.getByRole('heading', { name: photos }).waitFor();
  await next.click();
  await page.getByRole('heading', { name: location }).waitFor();
  await page.getByTestId('pin-coordinates').waitFor();
  await next.click();

  // The account's number stands there already; the seller types another the way the Dutch write it.
  await page.getByRole('heading', { name: contact }).waitFor();
  await page.getByLabel(l.phone).fill('0612345678');
  await page.getByRole('radio', { name: l.both }).check();
  await next.click();

  await page.getByRole('heading', { name: review }).waitFor();
  await page.getByText(`${l.bikeType}: ${l.cityBike}`).waitFor();
  await page.getByText(new RegExp(`${l.frameSize}: 57`)).waitFor();
  await page.getByRole('button', { name: l.publish }).click();
  await page.waitForURL(/\/dashboard\/advertisment$/);
  await toast(page, l.published).waitFor();
}

/** The ad page lists both fields under its facts. */
async function checkAdPage(page: Page, l: Texts, adId: number): Promise<void> {
  await page.goto(`/ads/${adId}`);
  const facts = page.getByRole('region', { name: l.facts });
  const fact = (label: string) =>
    facts.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  expect(await fact(l.bikeType).locator('dd').textContent()).toBe(l.cityBike);
  expect(await fact(l.frameSize).locator('dd').textContent()).toBe('57 cm');
}

/** A signed-in buyer (the seller sees edit instead) gets the number national, dialled in full. */
async function checkPhoneAsBuyer(buyerPage: Page, l: Texts): Promise<void> {
  await signInPage(buyerPage, await signedInUser());
  await buyerPage.getByRole('button', { name: l.showPhone }).click();
  const call = buyerPage.getByRole('link', { name: l.call });
  expect(await call.textContent()).toBe('06 12345678');
  expect(await call.getAttribute('href')).toBe('tel:+31612345678');
}

/** The edit form starts with both fields and the phone as typed. */
async function checkEditForm(page: Page, l: Texts, adId: number): Promise<void> {
  await page.goto(`/newAds/chooseCategory?edit=${adId}`);
  await page.getByRole('heading', { name: l.steps[0] }).waitFor();
  await expect
    .poll(() => page.getByRole('combobox', { name: new RegExp(`^${l.bikeType}`) }).textContent())
    .toBe(l.cityBike);
  expect(await page.getByLabel(new RegExp(`^${l.frameSize}`)).inputValue()).toBe('57');
  // The page's first load settles before the first press; the later steps' code arrives with it (a probe
  // that delayed every script by 1.5 s still moved on within 20 ms of each press), so nothing is left to
  // wait for between presses. Should a press be lost again, the failure report lists the fields' values.
  await page.waitForLoadState('networkidle');
  // Step by step: a phone shows the progress, not the step tabs.
  for (const step of l.steps.slice(1, 5)) {
    await page.getByRole('button', { name: l.next }).click();
    await page.getByRole('heading', { name: step }).waitFor();
  }
  expect(await page.getByLabel(l.phone).inputValue()).toBe('06 12345678');
}

const cityBikesId = async (lang: 'nl' | 'en') => {
  const tree = await fetchCategoryTree(lang);
  const [top, bikes, city] = TEXTS[lang].path;
  const node = tree
    .find((n) => n.title === top)
    ?.childs.find((n) => n.title === bikes)
    ?.childs.find((n) => n.title === city);
  if (!node) throw new Error('Stadsfietsen is not seeded');
  return node.id;
};

describe('category fields and a Dutch phone number, from the wizard to the category page', () => {
  const { openPage } = useBrowser();

  async function sellerPage(viewport: typeof DESKTOP | typeof PHONE, lang: 'nl' | 'en') {
    const seller = await signedInUser();
    await boothInUtrecht(seller.token);
    const page = await openPage('/', viewport);
    if (lang === 'en') await chooseEnglish(page);
    await signInPage(page, seller);
    return { page, token: seller.token };
  }
  const deleteAd = (token: string, adId: number) =>
    fetch(`${API_URL}${API_PATHS.adDelete}?id=${adId}&lang=nl`, {
      method: 'DELETE',
      headers: { ...asVisitor(), authorization: `Bearer ${token}` },
    });

  it('desktop, Dutch: shown under Kenmerken, prefilled on edit, found by its fields', async () => {
    const l = TEXTS.nl;
    const { page, token } = await sellerPage(DESKTOP, 'nl');
    const title = `Batavus stadsfiets ${Date.now()}`;
    await placeCityBike(page, l, title);
    const adId = await ownAdId(token, title);
    try {
      await checkAdPage(page, l, adId);
      await checkPhoneAsBuyer(await openPage(`/ads/${adId}`, DESKTOP), l);
      await checkEditForm(page, l, adId);

      // The category page offers the bike fields as filters; newest first, the fresh ad leads.
      await page.goto(`/categoryAds?categoryId=${await cityBikesId('nl')}&sort=newest`);
      const card = page.getByTestId('ad-card').filter({ hasText: title });
      await page.getByRole('group', { name: l.bikeType }).getByRole('checkbox', { name: l.cityBike }).click();
      await page.waitForURL(/fields=bikeType%3Acity/);
      await card.waitFor();
      // A frame from 58 cm leaves the 57 cm bike out; from 50 cm it is back.
      const from = page.getByRole('group', { name: `${l.frameSize} (cm)` }).getByLabel(l.from);
      await from.fill('58');
      await from.press('Enter');
      await page.waitForURL(/frameSize%3A58\.\./);
      await card.waitFor({ state: 'detached' });
      await from.fill('50');
      await from.press('Enter');
      await page.waitForURL(/frameSize%3A50\.\./);
      await card.waitFor();
    } finally {
      await deleteAd(token, adId);
    }
  });

  it('phone, English: shown under Details, prefilled on edit, found through the filter sheet', async () => {
    const l = TEXTS.en;
    const { page, token } = await sellerPage(PHONE, 'en');
    const title = `Gazelle city bike ${Date.now()}`;
    await placeCityBike(page, l, title);
    const adId = await ownAdId(token, title);
    try {
      await checkAdPage(page, l, adId);
      const buyerPage = await openPage(`/ads/${adId}`, PHONE);
      await chooseEnglish(buyerPage);
      await checkPhoneAsBuyer(buyerPage, l);
      await checkEditForm(page, l, adId);

      await page.goto(`/categoryAds?categoryId=${await cityBikesId('en')}&sort=newest`);
      await page.getByRole('button', { name: l.openFilters, exact: true }).click();
      await page.getByRole('group', { name: l.bikeType }).getByRole('checkbox', { name: l.cityBike }).click();
      await page.waitForURL(/fields=bikeType%3Acity/);
      await page.getByRole('button', { name: l.closeFilters }).click();
      await page.getByTestId('ad-card').filter({ hasText: title }).waitFor();
    } finally {
      await deleteAd(token, adId);
    }
  });
});
