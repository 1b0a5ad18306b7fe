import type { Locator, Page } from 'playwright-core';
import { API_PATHS } from '@kraam/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { hubConnected, unreadDot } from './support/chat';
import { publishFreshAd, searchTotal, signInPage, signedInUser } from './support/browse';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';
import { arrowTo, focusIsVisible, focused, tabTo, typeText } from './support/keyboard';
import { waitForMailLink } from './support/outbox';
import { fetchCategoryTree } from './support/api';
import { categoryFields, firstLeafPath, samplePhotos, toast } from './support/publishing';

// Every main journey works with the keyboard alone. Only page.keyboard drives the UI; setup
// that is not the journey (a mailed link, a seller made through the API) uses the support helpers.
const PASSWORD = 'Zonnebloem-2026!';

/** Tabs to `target`, checks the focus shows there, and presses `key` on it. */
async function activate(page: Page, target: Locator, key = 'Enter', max?: number): Promise<void> {
  await tabTo(page, target, { max });
  expect(await focusIsVisible(page), `no visible focus on ${await focused(page)}`).toBe(true);
  await page.keyboard.press(key);
}

/** Tabs to a select, opens it with the arrow key, arrows to the option and picks it with Enter. */
async function pickOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await activate(page, select, 'ArrowDown');
  const choice = page.getByRole('listbox').getByRole('option', { name: option }).first();
  await choice.waitFor();
  await arrowTo(page, choice);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Tabs into a radio group and arrows to the radio `name`, which arrowing also checks. */
async function chooseRadio(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await tabTo(page, page.getByRole('radiogroup').filter({ has: radio }), { within: true });
  await arrowTo(page, radio);
  expect(await focusIsVisible(page), `no visible focus on ${await focused(page)}`).toBe(true);
  // Tabbing into a group with nothing checked focuses its first radio without checking it.
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  expect(await radio.isChecked()).toBe(true);
}

/** Focus is inside `container` (a dialog, a menu, a drawer). */
const focusInside = (container: Locator) =>
  container.evaluate((node) => node.contains(document.activeElement)).catch(() => false);
const hasFocus = (target: Locator) =>
  target.evaluate((node) => node === document.activeElement).catch(() => false);

/** Tabs to a text field and types into it. */
async function fillByKeyboard(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  expect(await focusIsVisible(page), `no visible focus on ${await focused(page)}`).toBe(true);
  await typeText(page, text);
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Removes an ad made for a journey's setup, as its seller would. */
const deleteAd = (token: string, adId: number) => async () => {
  await fetch(`${API_URL}${API_PATHS.adDelete}?id=${adId}&lang=nl`, {
    method: 'DELETE',
    headers: { ...asVisitor(), authorization: `Bearer ${token}` },
  });
};

describe('keyboard only', () => {
  const { openPage } = useBrowser();

  it('signs up, logs in, and opens and closes the profile menu', { timeout: 180_000 }, async () => {
    const email = `e2e-kb-${Date.now()}@kraam.example`;
    // Typing before hydration would be lost: start once the page has settled.
    const page = await openPage('/', DESKTOP);
    await page.waitForLoadState('networkidle');

    // The skip link is the first stop and takes focus to the main content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('Naar de inhoud');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusInside(page.getByRole('main')), `after the skip link: ${await focused(page)}`).toBe(
      true,
    );

    // The header is behind us now: back up to its login link.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Inloggen' }), { backwards: true });
    expect(await focusIsVisible(page), `no visible focus on ${await focused(page)}`).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login/);
    await page.waitForLoadState('networkidle');
    await activate(page, page.getByRole('link', { name: 'Maak een account aan' }));
    await page.waitForURL(/\/signUp/);
    await page.waitForLoadState('networkidle');

    await fillByKeyboard(page, page.getByLabel(/^Voornaam/), 'Annemiek');
    await fillByKeyboard(page, page.getByLabel(/^Achternaam/), 'de Vries');
    await fillByKeyboard(page, page.getByLabel(/^E-mailadres/), email);
    await fillByKeyboard(page, page.getByLabel(/^Telefoonnummer/), '+31612345678');
    await fillByKeyboard(page, page.getByLabel(/^Wachtwoord/), PASSWORD);
    // Enter in a field submits the form, as in any form.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check je mail' }).waitFor();

    await page.goto(await waitForMailLink(email, '/register/confirm?token='));
    await page.getByText('Je account is bevestigd').waitFor();
    await activate(page, page.getByRole('main').getByRole('link', { name: 'Naar inloggen' }));
    await page.waitForURL(/\/login/);
    await page.waitForLoadState('networkidle');

    await fillByKeyboard(page, page.getByLabel(/^E-mailadres/), email);
    await fillByKeyboard(page, page.getByLabel(/^Wachtwoord/), PASSWORD);
    await page.keyboard.press('Enter');
    // Logged in, the site goes on to the home page: the header there is the one to use.
    await page.waitForURL((url) => url.pathname === '/');
    const profile = page.getByRole('button', { name: 'Profielmenu' });
    await profile.waitFor();
    await page.waitForLoadState('networkidle');

    // The profile menu opens with Enter, focus goes into it, arrows move, Escape gives focus back. It is
    // in the header, before wherever focus is now.
    await tabTo(page, profile, { backwards: true });
    expect(await focusIsVisible(page), `no visible focus on ${await focused(page)}`).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => focusInside(menu)).toBe(true);
    await page.keyboard.press('ArrowDown');
    // The item's ring shows a frame after the move: read at once, its outline is still 0 px wide.
    await expect.poll(() => focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(profile)).toBe(true);
  });

  it(
    'publishes an ad with photos, then deletes it through the confirm dialog',
    { timeout: 240_000 },
    async () => {
      const title = `Toetsenbord damesfiets ${Date.now()}`;
      const { seller, adId } = await publishFreshAd(`Voorbereiding ${Date.now()}`);
      cleanups.push(deleteAd(seller.token, adId));
      const page = await openPage('/', DESKTOP);
      await signInPage(page, seller);
      await page.waitForLoadState('networkidle');

      await activate(page, page.getByRole('banner').getByRole('link', { name: 'Gratis adverteren' }));
      await page.waitForURL(/\/newAds\/chooseCategory/);

      // Category: Enter opens a level, until a leaf without required fields of its own is chosen.
      await page.getByRole('list', { name: 'Alle categorieën' }).waitFor();
      for (;;) {
        const first = page.getByRole('main').getByRole('list').last().getByRole('button').first();
        await activate(page, first);
        if (await page.getByText(/^Gekozen: /).isVisible()) break;
      }
      await activate(page, page.getByRole('button', { name: 'Volgende' }));

      await page.getByRole('heading', { name: 'Gegevens' }).waitFor();
      await fillByKeyboard(page, page.getByLabel(/^Titel/), title);
      await fillByKeyboard(page, page.getByLabel(/^Omschrijving/), 'Alleen met het toetsenbord geplaatst');
      // The first leaf's required fields, as the publishing journey fills them.
      const leaf = firstLeafPath(await fetchCategoryTree('nl')).at(-1)!;
      for (const field of (await categoryFields(seller.token, leaf.id)).filter((f) => f.required)) {
        const name = new RegExp(`^${field.label}`);
        if (field.type === 'select') {
          await pickOption(page, page.getByRole('combobox', { name }), field.options[0]!.label);
        } else if (field.type !== 'boolean') {
          await fillByKeyboard(page, page.getByLabel(name), field.type === 'number' ? '3' : 'Test');
        }
      }
      await activate(page, page.getByRole('button', { name: 'Volgende' }));

      await page.getByRole('heading', { name: 'Prijs' }).waitFor();
      await chooseRadio(page, 'Vraagprijs');
      await fillByKeyboard(page, page.getByRole('textbox', { name: /^Prijs/ }), '125');
      await activate(page, page.getByRole('button', { name: 'Volgende' }));

      // Photos: the keyboard opens the file picker, the seller picks three photos in it.
      await page.getByRole('heading', { name: "Foto's" }).waitFor();
      const chooser = page.waitForEvent('filechooser');
      await activate(page, page.getByRole('button', { name: "Foto's kiezen" }));
      await (await chooser).setFiles(await samplePhotos(3));
      await expect
        .poll(() => page.getByTestId('photo-count').textContent(), { timeout: 30_000 })
        .toBe("3/12 foto's");
      const tiles = page.getByTestId('photo-tile');
      await activate(page, tiles.nth(2).getByRole('button', { name: 'Hoofdfoto maken' }));
      await toast(page, 'Hoofdfoto gewijzigd').waitFor();
      await activate(page, page.getByRole('button', { name: 'Volgende' }));

      await page.getByRole('heading', { name: 'Locatie' }).waitFor();
      await pickOption(page, page.getByRole('combobox', { name: /^Provincie/ }), 'Utrecht');
      await fillByKeyboard(page, page.getByRole('combobox', { name: /^Plaats/ }), 'Utrecht');
      const city = page.getByRole('option', { name: 'Utrecht', exact: true });
      await city.waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => city.getAttribute('class')).toContain('Mui-focused');
      await page.keyboard.press('Enter');
      await page.getByTestId('pin-coordinates').filter({ hasText: 'Speld op' }).waitFor();
      await activate(page, page.getByRole('button', { name: 'Volgende' }));

      await page.getByRole('heading', { name: 'Contact en levering' }).waitFor();
      const phone = page.getByLabel(/^Telefoonnummer/);
      if ((await phone.inputValue()) === '') await fillByKeyboard(page, phone, '0612345678');
      await chooseRadio(page, 'Allebei');
      await activate(page, page.getByRole('button', { name: 'Volgende' }));

      await page.getByRole('heading', { name: 'Controleren' }).waitFor();
      await activate(page, page.getByRole('button', { name: 'Advertentie plaatsen' }));
      await page.waitForURL(/\/dashboard\/advertisment$/);
      await toast(page, 'Je advertentie staat online.').waitFor();
      const row = page.getByTestId('own-ad').filter({ hasText: title });
      await row.waitFor();

      // The confirm dialog keeps focus inside while open and hands it back to its opener on Escape.
      const remove = row.getByRole('button', { name: 'Verwijderen' });
      await activate(page, remove);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => focusInside(dialog)).toBe(true);
      for (let press = 0; press < 4; press += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside(dialog), `Tab left the dialog for ${await focused(page)}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => hasFocus(remove)).toBe(true);

      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect.poll(() => focusInside(dialog)).toBe(true);
      await activate(page, dialog.getByRole('button', { name: 'Verwijderen' }), 'Enter', 6);
      await toast(page, 'Advertentie verwijderd').waitFor();
      await row.waitFor({ state: 'detached' });
    },
  );

  it(
    'opens the category drawer, searches, filters, views the photos full screen and keeps a favourite',
    { timeout: 240_000 },
    async () => {
      const page = await openPage('/', DESKTOP);
      await signInPage(page, await signedInUser());
      await page.waitForLoadState('networkidle');

      // The category drawer takes focus, keeps it, and gives it back to its button on Escape.
      const categories = page.getByRole('banner').getByRole('button', { name: 'Categorieën' });
      await activate(page, categories);
      const drawer = page.getByRole('dialog', { name: 'Categorieën' });
      await drawer.waitFor();
      await expect.poll(() => focusInside(drawer)).toBe(true);
      for (let press = 0; press < 3; press += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside(drawer), `Shift+Tab left the drawer for ${await focused(page)}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => hasFocus(categories)).toBe(true);

      await fillByKeyboard(page, page.getByRole('banner').getByRole('combobox', { name: 'Zoeken' }), 'fiets');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/categoryAds\?search=fiets$/);
      const total = page.getByTestId('result-total');
      await total.waitFor();

      // Filters: a maximum price (Enter applies it) and photos only (Space flips the switch).
      const filters = page.getByRole('group', { name: 'Filters' });
      await fillByKeyboard(page, filters.getByRole('textbox', { name: 'Tot' }), '1000');
      await page.keyboard.press('Enter');
      await page.waitForURL(/priceMax=1000/);
      await activate(page, filters.getByRole('switch', { name: "Alleen met foto's" }), 'Space');
      await page.waitForURL(/photosOnly=true/);
      const query = new URL(page.url()).search.slice(1);
      const expected = await searchTotal(query);
      expect(expected).toBeGreaterThan(0);
      await total.filter({ hasText: `${expected} advertentie${expected === 1 ? '' : 's'}` }).waitFor();

      const card = page.getByRole('main').getByTestId('ad-card').first();
      const title = (await card.getByRole('heading').first().textContent()) ?? '';
      await activate(page, card.getByRole('link').first());
      await page.waitForURL(/\/ads\/\d+/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // The full-screen viewer: named, arrows step, focus stays inside, Escape returns to the photo.
      const opener = page.getByRole('button', { name: "Foto's op volledig scherm bekijken" });
      await activate(page, opener);
      const viewer = page.getByRole('dialog', { name: "Foto's op volledig scherm" });
      await viewer.waitFor();
      await expect.poll(() => focusInside(viewer)).toBe(true);
      const position = viewer.getByText(/^1 van \d+$/);
      const count = Number((await position.textContent())?.split(' van ')[1]);
      if (count > 1) {
        await page.keyboard.press('ArrowRight');
        await viewer.getByText(`2 van ${count}`).waitFor();
      }
      for (let press = 0; press < 4; press += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside(viewer), `Tab left the viewer for ${await focused(page)}`).toBe(true);
        expect(await focusIsVisible(page), `no visible focus on ${await focused(page)}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      await expect.poll(() => hasFocus(opener)).toBe(true);

      const heart = page.getByTestId('favorite-button');
      await activate(page, heart, 'Space');
      await toast(page, 'Advertentie toegevoegd aan je favorieten').waitFor();
      expect(await heart.getAttribute('aria-pressed')).toBe('true');

      // Favourites through the profile menu: the ad is there, its heart pressed.
      await activate(page, page.getByRole('button', { name: 'Profielmenu' }));
      const favourites = page.getByRole('menuitem', { name: 'Favorieten' });
      await favourites.waitFor();
      await arrowTo(page, favourites);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/favorites$/);
      const kept = page.getByRole('main').getByTestId('ad-card').filter({ hasText: title });
      await kept.waitFor();
      expect(await kept.getByRole('button', { pressed: true }).count()).toBe(1);
    },
  );

  it(
    'asks a seller about an ad in the chat, and the seller answers, all by keyboard',
    { timeout: 240_000 },
    async () => {
      const title = `Toetsenbordchat ${Date.now()}`;
      const [{ seller, adId }, buyer] = await Promise.all([publishFreshAd(title), signedInUser()]);
      cleanups.push(deleteAd(seller.token, adId));
      const log = (page: Page) => page.getByRole('log', { name: 'Berichten' });

      const sellerPage = await openPage('/', DESKTOP);
      const sellerConnected = hubConnected(sellerPage);
      await signInPage(sellerPage, seller);
      await sellerConnected;

      const buyerPage = await openPage(`/ads/${adId}`, DESKTOP);
      const buyerConnected = hubConnected(buyerPage);
      await signInPage(buyerPage, buyer);
      await buyerPage.waitForLoadState('networkidle');
      await activate(
        buyerPage,
        buyerPage.getByRole('main').getByRole('link', { name: 'Chat met de verkoper' }),
      );
      await buyerPage.waitForURL(/\/dashboard\/chat\?/);
      await buyerConnected;
      const question = 'Hoi! Is de fiets nog beschikbaar?';
      await fillByKeyboard(buyerPage, buyerPage.getByRole('textbox', { name: 'Bericht' }), question);
      await buyerPage.keyboard.press('Enter');
      await log(buyerPage).getByText(question, { exact: true }).waitFor();

      // The seller's chat link says there is something unread; Enter on it opens the chat.
      await unreadDot(sellerPage).waitFor();
      await activate(
        sellerPage,
        sellerPage.getByRole('banner').getByRole('link', { name: 'Berichten, je hebt ongelezen berichten' }),
      );
      await sellerPage.waitForURL(/\/dashboard\/chat/);
      await activate(
        sellerPage,
        sellerPage.getByRole('main').getByRole('link').filter({ hasText: title }).first(),
      );
      await log(sellerPage).getByText(question, { exact: true }).waitFor();

      const reply = 'Ja hoor, kom gerust kijken.';
      await fillByKeyboard(sellerPage, sellerPage.getByRole('textbox', { name: 'Bericht' }), reply);
      await activate(sellerPage, sellerPage.getByRole('button', { name: 'Versturen' }));
      await log(sellerPage).getByText(reply, { exact: true }).waitFor();
      await log(buyerPage).getByText(reply, { exact: true }).waitFor();
    },
  );

  it('on a phone, opens the search dialog and the category drawer from the bottom bar', async () => {
    const page = await openPage('/', PHONE);
    await page.waitForLoadState('networkidle');

    // The header's search opens a named dialog with the focus in its field; Escape returns focus.
    const openSearch = page.getByRole('banner').getByRole('button', { name: 'Zoeken' });
    await activate(page, openSearch);
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });
    await dialog.waitFor();
    const field = dialog.getByRole('combobox', { name: 'Zoeken' });
    await expect.poll(() => hasFocus(field)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(openSearch)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(field)).toBe(true);
    await typeText(page, 'fiets');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/categoryAds\?search=fiets$/);
    await dialog.waitFor({ state: 'hidden' });

    const categories = page
      .getByRole('navigation', { name: 'Snelmenu' })
      .getByRole('button', { name: 'Categorie' });
    // The bottom bar comes last in the page, after every result.
    await activate(page, categories, 'Enter', 200);
    const drawer = page.getByRole('dialog', { name: 'Categorieën' });
    await drawer.waitFor();
    await expect.poll(() => focusInside(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(categories)).toBe(true);
  });
});
