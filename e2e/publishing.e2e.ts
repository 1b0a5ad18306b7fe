import { describe, expect, it } from 'vitest';
import { DESKTOP, chooseEnglish, useBrowser } from './support/browser';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';
import { createConfirmedUser } from './support/accounts';
import { fetchCategoryTree } from './support/api';
import { samplePng } from './support/images';
import {
  apiToken,
  categoryFields,
  firstLeafPath,
  logInThroughForm,
  samplePhotos,
  toast,
} from './support/publishing';

const PASSWORD = 'Marktkraam-2026!';
/** Intl puts a no-break space between € and the amount. */
const plain = (text: string | null) => text?.replace(/\s+/g, ' ') ?? '';
const TITLE = `Gazelle damesfiets ${Date.now()}`;

describe('publishing', () => {
  // With the site's animations, as most visitors see it (toasts close on their progress bar's animation).
  const { openPage } = useBrowser({ motion: 'no-preference' });

  it('sets up a booth, publishes an ad with 4 photos, changes its price, promotes it and deletes it', async () => {
    const { email } = await createConfirmedUser(PASSWORD);
    // A guest who starts an ad is sent to /login first (SPEC §2), which says why.
    const page = await openPage('/newAds/chooseCategory', DESKTOP);
    await page.waitForURL(/\/login\?next=%2FnewAds%2FchooseCategory&intent=newAd$/);
    await page.getByText('Log in om een advertentie te plaatsen.').waitFor();
    await logInThroughForm(page, email, PASSWORD);

    // Without a booth the form says so, asks for its name and links to all booth settings (SPEC §6).
    await page.goto('/newAds/chooseCategory');
    await page.getByText('Je hebt nog geen kraam. Zet eerst je kraam op').waitFor();
    await page.getByRole('link', { name: 'Naar de kraaminstellingen' }).click();
    await page.waitForURL(/\/dashboard\/boothSetting$/);

    await page.getByLabel(/^Naam van je kraam/).fill('Fietsenkraam Joris');
    await page.getByLabel(/^Ondertitel/).fill('Gebruikte fietsen, nagekeken');
    await page.getByLabel(/^Over je kraam/).fill('Elke fiets is nagekeken en klaar om te rijden.');
    await page.getByTestId('booth-logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await samplePng(),
    });
    await page.getByRole('button', { name: 'Logo wijzigen' }).waitFor();
    await page.getByLabel(/^Postcode/).fill('3511ab');
    await page.getByRole('combobox', { name: /^Plaats/ }).fill('Utrecht');
    await page.getByRole('option', { name: 'Utrecht', exact: true }).click();
    await page.getByRole('button', { name: 'Kraam aanmaken' }).click();
    await toast(page, 'Bijgewerkt').waitFor();
    // The header's booth link now carries the booth's title and logo.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Mijn kraam: Gebruikte fietsen, nagekeken' })
      .waitFor();

    // Category: click through the tree to a leaf.
    const path = firstLeafPath(await fetchCategoryTree('nl'));
    const leaf = path.at(-1)!;
    const fields = await categoryFields(await apiToken(email, PASSWORD), leaf.id);
    await page.goto('/newAds/chooseCategory');
    for (const node of path) await page.getByRole('button', { name: new RegExp(`^${node.title}`) }).click();
    await page.getByText(`Gekozen: ${path.map((node) => node.title).join(' › ')}`).waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Details: the step refuses to go on without a title; the counter follows the description.
    await page.getByRole('heading', { name: 'Gegevens' }).waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByText('Dit veld is verplicht').first().waitFor();
    await page.getByLabel(/^Titel/).fill(TITLE);
    await page.getByLabel(/^Omschrijving/).fill('Netjes onderhouden');
    expect(await page.getByTestId('description-counter').textContent()).toBe('18/4000');
    for (const field of fields.filter((f) => f.required)) {
      if (field.type === 'select') {
        await page.getByRole('combobox', { name: new RegExp(`^${field.label}`) }).click();
        await page.getByRole('option', { name: field.options[0]!.label }).click();
      } else if (field.type !== 'boolean') {
        await page.getByLabel(new RegExp(`^${field.label}`)).fill(field.type === 'number' ? '3' : 'Test');
      }
    }
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Price.
    await page.getByRole('heading', { name: 'Prijs' }).waitFor();
    await page.getByRole('radio', { name: 'Vraagprijs' }).check();
    await page.getByRole('textbox', { name: /^Prijs/ }).fill('125');
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Photos: four at once; the main image cannot go; another becomes main.
    await page.getByRole('heading', { name: "Foto's" }).waitFor();
    await page.getByTestId('photo-input').setInputFiles(await samplePhotos(4));
    await expect
      .poll(() => page.getByTestId('photo-count').textContent(), { timeout: 30_000 })
      .toBe("4/12 foto's");
    const tiles = page.getByTestId('photo-tile');
    await tiles.nth(0).getByRole('button', { name: 'Foto verwijderen' }).click();
    await toast(page, 'Je kunt de hoofdfoto niet verwijderen').waitFor();
    await tiles.nth(2).getByRole('button', { name: 'Hoofdfoto maken' }).click();
    await toast(page, 'Hoofdfoto gewijzigd').waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Location: it starts at the booth's city (publishing-wizard.e2e.ts checks every field); a reload keeps
    // the step and everything so far.
    await page.getByRole('heading', { name: 'Locatie' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Locatie' }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Plaats/ }).inputValue()).toBe('Utrecht');
    await page.getByTestId('pin-coordinates').filter({ hasText: 'Speld op' }).waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Contact and delivery.
    await page.getByRole('heading', { name: 'Contact en levering' }).waitFor();
    await page.getByLabel(/^Telefoonnummer/).fill('06 12345678');
    await page.getByRole('radio', { name: 'Allebei' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Review and publish.
    await page.getByRole('heading', { name: 'Controleren' }).waitFor();
    expect(await page.getByTestId('review-title').textContent()).toBe(TITLE);
    await page.getByRole('button', { name: 'Advertentie plaatsen' }).click();
    await page.waitForURL(/\/dashboard\/advertisment$/);
    await toast(page, 'Je advertentie staat online.').waitFor();
    const row = page.getByTestId('own-ad').filter({ hasText: TITLE });
    await row.waitFor();
    expect(plain(await row.getByTestId('own-ad-price').textContent())).toBe('€ 125');

    // The public booth page lists it.
    await page.goto('/mybooth');
    await page.getByRole('link', { name: 'Openbare pagina bekijken' }).click();
    await page.waitForURL(/\/booth\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Fietsenkraam Joris' }).waitFor();
    await page.getByTestId('ad-card').filter({ hasText: TITLE }).waitFor();

    // Change its price through the edit form.
    await page.goto('/dashboard/advertisment');
    await row.getByRole('link', { name: 'Bewerken' }).click();
    await page.getByRole('heading', { name: 'Gegevens' }).waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('textbox', { name: /^Prijs/ }).fill('99');
    for (const step of ["Foto's", 'Locatie', 'Contact en levering', 'Controleren']) {
      await page.getByRole('button', { name: 'Volgende' }).click();
      await page.getByRole('heading', { name: step }).waitFor();
    }
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.waitForURL(/\/dashboard\/advertisment$/);
    await expect.poll(async () => plain(await row.getByTestId('own-ad-price').textContent())).toBe('€ 99');

    // Promote it with the demo provider; it shows in the promoted tab.
    await row.getByRole('button', { name: 'Uitlichten' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('demo-provider-notice').waitFor();
    await dialog.getByRole('button', { name: /betalen \(demo\)$/ }).click();
    await toast(page, /uitgelicht/).waitFor();
    await page.getByRole('tab', { name: 'Uitgelicht' }).click();
    const promoted = page.getByTestId('own-ad').filter({ hasText: TITLE });
    await promoted.getByText('Uitgelicht', { exact: true }).waitFor();

    // Delete it after confirming.
    await promoted.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await toast(page, 'Advertentie verwijderd').waitFor();
    await promoted.waitFor({ state: 'detached' });
  });

  it('in English: asks for a booth first, and takes an ad offline and renews it from My ads', async () => {
    const [withoutBooth, { seller }] = await Promise.all([
      signedInUser(),
      publishFreshAd(`Kinderfiets 20 inch ${Date.now()}`),
    ]);
    const page = await openPage('/', DESKTOP);
    await chooseEnglish(page);
    await signInPage(page, withoutBooth);
    await page.goto('/newAds/chooseCategory');
    await page
      .getByText("you don't have a booth. First set up your booth and then register your ad")
      .waitFor();
    await page.getByRole('button', { name: 'Open my booth and continue' }).waitFor();

    await signInPage(page, seller);
    await page.goto('/dashboard/advertisment');
    const row = page.getByTestId('own-ad').filter({ hasText: 'Kinderfiets 20 inch' });
    await row.getByText(/^Online until /).waitFor();
    await row.getByRole('button', { name: /^More actions for / }).click();
    await page.getByRole('menuitem', { name: 'Take offline' }).click();
    await toast(page, '1 ad taken offline').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Expired' }).click();
    await row.getByText('Offline', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Renew' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Published' }).click();
    await row.getByText(/^Online until /).waitFor();
  });
});
