import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@kraam/shared';
import { DESKTOP, chooseEnglish, useBrowser } from './support/browser';
import { publishFreshAd, signInPage } from './support/browse';
import { createConfirmedUser } from './support/accounts';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';
import {
  apiToken,
  boothInUtrecht,
  logInThroughForm,
  plainLeafPath,
  samplePhotos,
} from './support/publishing';

const PASSWORD = 'Marktkraam-2026!';
/** The phone createConfirmedUser registers with. */
const ACCOUNT_PHONE = { code: '+31', number: '06 87654321' };

describe('the new-ad wizard', () => {
  const { openPage } = useBrowser();

  it('starts from the booth address and the account phone, and asks before starting over', async () => {
    const { email } = await createConfirmedUser(PASSWORD);
    const token = await apiToken(email, PASSWORD);
    await boothInUtrecht(token);
    const path = await plainLeafPath(token);
    const page = await openPage('/login', DESKTOP);
    await logInThroughForm(page, email, PASSWORD);
    await page.goto('/newAds/chooseCategory');

    const next = page.getByRole('button', { name: 'Volgende' });
    for (const node of path) await page.getByRole('button', { name: new RegExp(`^${node.title}`) }).click();
    await next.click();
    await page.getByRole('heading', { name: 'Gegevens' }).waitFor();
    await page.getByLabel(/^Titel/).fill('Stoel om opnieuw te beginnen');
    await next.click();
    await page.getByRole('heading', { name: 'Prijs' }).waitFor();
    await page.getByRole('radio', { name: 'Vraagprijs' }).check();
    await page.getByRole('textbox', { name: /^Prijs/ }).fill('15');
    await next.click();
    await page.getByRole('heading', { name: "Foto's" }).waitFor();
    await page.getByTestId('photo-input').setInputFiles(await samplePhotos(1));
    await expect
      .poll(() => page.getByTestId('photo-count').textContent(), { timeout: 30_000 })
      .toBe("1/12 foto's");
    await next.click();

    // Location: the booth's address, its city placed in its province, the pin on the city centre.
    await page.getByRole('heading', { name: 'Locatie' }).waitFor();
    // The province shows once the country's provinces are in.
    await expect.poll(() => page.getByRole('combobox', { name: /^Provincie/ }).textContent()).toBe('Utrecht');
    expect(await page.getByRole('combobox', { name: /^Plaats/ }).inputValue()).toBe('Utrecht');
    expect(await page.getByLabel(/^Postcode/).inputValue()).toBe('3511 AB');
    expect(await page.getByLabel(/^Straat/).inputValue()).toBe('Oudegracht 12');
    await page.getByTestId('pin-coordinates').filter({ hasText: 'Speld op' }).waitFor();
    await next.click();

    // Contact: the account's phone.
    await page.getByRole('heading', { name: 'Contact en levering' }).waitFor();
    const phone = page.getByLabel(/^Telefoonnummer/);
    expect(await phone.inputValue()).toBe(ACCOUNT_PHONE.number);
    expect(await page.getByRole('combobox', { name: /^Landcode/ }).textContent()).toBe(ACCOUNT_PHONE.code);

    // Starting over asks first; Cancel and Escape keep everything, and the focus goes back to the button.
    const startOver = page.getByRole('button', { name: 'Opnieuw beginnen' });
    const dialog = page.getByRole('dialog', { name: 'Opnieuw beginnen?' });
    await startOver.click();
    await dialog.getByText('Alles wat je hebt ingevuld wordt gewist, ook je geüploade foto.').waitFor();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => startOver.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Contact en levering' }).waitFor();
    expect(await phone.inputValue()).toBe(ACCOUNT_PHONE.number);
    await page.getByRole('tab', { name: 'Gegevens' }).click();
    expect(await page.getByLabel(/^Titel/).inputValue()).toBe('Stoel om opnieuw te beginnen');

    // Confirmed, everything is gone: back at the first step with nothing chosen and no way forward.
    await startOver.click();
    await dialog.getByRole('button', { name: 'Alles wissen' }).click();
    await page.getByRole('heading', { name: 'Categorie' }).waitFor();
    expect(await page.getByText(/^Gekozen:/).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Gegevens' }).isDisabled()).toBe(true);
  });

  it('in English: an ad being edited jumps straight to any step, by mouse and by keyboard', async () => {
    const { seller, adId } = await publishFreshAd(`Wizard edit ${Date.now()}`);
    try {
      const page = await openPage('/', DESKTOP);
      await chooseEnglish(page);
      await signInPage(page, seller);
      await page.goto(`/newAds/chooseCategory?edit=${adId}`);
      await page.getByRole('heading', { name: 'Details' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Details' }).getAttribute('aria-current')).toBe('step');

      await page.getByRole('tab', { name: 'Photos' }).click();
      await page.getByRole('heading', { name: 'Photos' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Photos' }).getAttribute('aria-current')).toBe('step');
      expect(await page.getByRole('tab', { name: 'Details' }).getAttribute('aria-current')).toBeNull();

      // The step list is one stop for Tab; the arrow keys move along it and Enter opens a step.
      await page.getByRole('tab', { name: 'Photos' }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Price' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start over' }).count()).toBe(0);
    } finally {
      await fetch(`${API_URL}${API_PATHS.adDelete}?id=${adId}&lang=nl`, {
        method: 'DELETE',
        headers: { ...asVisitor(), authorization: `Bearer ${seller.token}` },
      });
    }
  });
});
