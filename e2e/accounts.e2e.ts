import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser';
import { samplePng } from './support/images';
import { createConfirmedUser, submitLoginForm } from './support/accounts';
import { waitForMailLink } from './support/outbox';

const FIRST_PASSWORD = 'Zonnebloem-2026!';
const NEW_PASSWORD = 'Tulpenveld-2027?';

async function logIn(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await submitLoginForm(page, email, password);
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

describe('accounts', () => {
  const { openPage } = useBrowser();

  it('signs up, confirms by mail, logs in, edits details, changes the password, logs out and back in', async () => {
    const email = `e2e-${Date.now()}@kraam.example`;
    const page = await openPage('/signUp', DESKTOP);
    await page.getByLabel(/^Voornaam/).fill('Annemiek');
    await page.getByLabel(/^Achternaam/).fill('de Vries');
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel(/^Telefoonnummer/).fill('+31612345678');
    await page.getByLabel(/^Wachtwoord/).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByRole('heading', { name: 'Check je mail' }).waitFor();

    await page.goto(await waitForMailLink(email, '/register/confirm?token='));
    await page.getByRole('link', { name: 'Naar inloggen' }).click();
    await page.waitForURL(/\/login/);

    await logIn(page, email, FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Profielmenu' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toContain('token');

    await page.goto('/dashboard/details');
    const firstName = page.getByLabel(/^Voornaam/);
    await expect.poll(() => firstName.inputValue()).toBe('Annemiek');
    await firstName.fill('Anne');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Bijgewerkt').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Voornaam/).inputValue()).toBe('Anne');

    await page.locator('input[type="file"]').setInputFiles({
      name: 'profielfoto.png',
      mimeType: 'image/png',
      buffer: await samplePng(),
    });
    await toast(page, 'Bijgewerkt').waitFor();
    await page.locator('main img[src*="downloadFileById"]').first().waitFor();

    await page.goto('/dashboard/security');
    await page.getByLabel(/^Huidig wachtwoord/).fill(FIRST_PASSWORD);
    await page.getByLabel(/^Nieuw wachtwoord/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Herhaal nieuw wachtwoord/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await toast(page, 'gewijzigd').waitFor();

    await page.getByRole('button', { name: 'Profielmenu' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

    await page.goto('/login');
    await logIn(page, email, FIRST_PASSWORD);
    await toast(page, 'Gebruikersnaam of wachtwoord onjuist').waitFor();
    await logIn(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Profielmenu' }).waitFor();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { email } = await createConfirmedUser(FIRST_PASSWORD);
    const page = await openPage('/forgetpassword');
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByRole('button', { name: 'Link versturen' }).click();

    await page.goto(await waitForMailLink(email, '/resetpasswrod?token='));
    await page.getByLabel(/^Nieuw wachtwoord/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Herhaal nieuw wachtwoord/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.waitForURL(/\/login/);

    await logIn(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Profielmenu' }).waitFor();
  });

  it('shows the wrong-password toast in Dutch and in English', async () => {
    const dutch = await openPage('/login');
    await logIn(dutch, 'demo@kraam.example', 'not-the-password');
    await toast(dutch, 'Gebruikersnaam of wachtwoord onjuist').waitFor();

    const english = await openPage('/');
    await english.context().addCookies([{ name: 'lang', value: 'en', url: english.url() }]);
    await english.goto('/login');
    await logIn(english, 'demo@kraam.example', 'not-the-password');
    await toast(english, 'user name or password Error').waitFor();
  });

  it('sends a guest who opens a dashboard page to the home page', async () => {
    const page = await openPage('/dashboard/security');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).waitFor();
  });
});
