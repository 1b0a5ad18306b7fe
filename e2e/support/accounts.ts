import type { Page } from 'playwright-core';
import { API_URL } from './env';
import { asVisitor } from './client-address';
import { waitForMailLink } from './outbox';

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** Registers a fresh user through the real API and confirms it with the token from the mail. */
export async function createConfirmedUser(password: string): Promise<{ email: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kraam.example`;
  await post('/v1/Register?lang=nl', {
    email,
    password,
    firstName: 'Joris',
    lastName: 'Bakker',
    phone: '+31687654321',
  });
  const link = await waitForMailLink(email, '/register/confirm?token=');
  await post('/v1/ConfirmRegistration', { token: new URL(link).searchParams.get('token') });
  return { email };
}

/** Fills the /login form (in either language) and submits it; the caller waits for what should follow. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-mailadres|^Email address/).fill(email);
  await page.getByLabel(/^Wachtwoord|^Password/).fill(password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Inloggen|Log in)$/ })
    .click();
}
