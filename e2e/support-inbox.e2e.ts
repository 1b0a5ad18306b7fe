// The support team's inbox (a user writes, agents see who and answer, live for everyone), the
// chat's name for a seller before and after the first message, and one story about WhatsApp and paying.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_PATHS, adDetailResponseSchema, userDetailsResponseSchema } from '@kraam/shared';
import type { LoginResult } from '@kraam/shared';
import { demoAdmin, type AdminCredentials } from './support/admin';
import { readAnswer } from './support/api';
import { publishFreshAd, rememberSession, signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { SUPPORT_ACCOUNT, apiLogin, conversationsOf, hubConnected, sendThroughApi } from './support/chat';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';

const composer = (page: Page) => page.getByRole('textbox', { name: /^(Bericht|Message)$/ });
const log = (page: Page) => page.getByRole('log', { name: /^(Berichten|Messages)$/ });
/** A message in the open conversation, found with the name it is read out under ('Name:' before it). */
const bubble = (page: Page, text: string) => log(page).getByTestId('chat-message').filter({ hasText: text });
const listRow = (page: Page, text: string) =>
  page
    .getByRole('navigation', { name: /^(Gesprekken|Conversations)$/ })
    .getByRole('link')
    .filter({ hasText: text });
const paneName = (page: Page) => page.getByTestId('chat-pane-name');

/** Gives a fresh user a name of their own, so the team's list can be searched for it. */
async function rename(user: LoginResult, firstName: string): Promise<void> {
  const response = await fetch(`${API_URL}${API_PATHS.userEdit}`, {
    method: 'PUT',
    headers: { ...asVisitor(), authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName: 'Vraagsteller' }),
  });
  await readAnswer(response, userDetailsResponseSchema);
}

/** An agent's desktop chat page, in English, connected to the hub. */
async function agentPage(
  openPage: (path: string, viewport: typeof DESKTOP) => Promise<Page>,
  account: AdminCredentials,
): Promise<Page> {
  const agent = await apiLogin(account.email, account.password);
  const page = await openPage('/', DESKTOP);
  await rememberSession(page, agent);
  await chooseEnglish(page);
  const connected = hubConnected(page);
  await page.goto('/dashboard/chat');
  await connected;
  return page;
}

describe('support inbox', () => {
  const { openPage } = useBrowser();

  it('a user on a phone writes to support; agents see them by name at once, one answers and everyone sees it live', async () => {
    const user = await signedInUser();
    const name = `Lotte${Date.now() % 1_000_000}`;
    await rename(user, name);
    const fullName = `${name} Vraagsteller`;
    // Two agents: the support account and the demo admin (every admin is the support team).
    const first = await agentPage(openPage, SUPPORT_ACCOUNT);
    const second = await agentPage(openPage, await demoAdmin());

    const userPage = await openPage('/', PHONE);
    await rememberSession(userPage, user);
    const userConnected = hubConnected(userPage);
    await userPage.goto('/dashboard/chat');
    await userConnected;
    await listRow(userPage, 'Kraam Support').click();
    const question = 'Mijn advertentie staat niet online, hoe kan dat?';
    await composer(userPage).fill(question);
    await composer(userPage).press('Enter');
    // Stored: the draft became the conversation.
    await userPage.waitForURL(/conversationId=\d+/);

    // The agent sees who wrote within a second, with when they joined, and that it waits for an answer.
    const row = listRow(first, fullName);
    await row.waitFor({ timeout: 1_000 });
    expect(await row.textContent()).toMatch(/Member since .*Open/);
    expect(await row.textContent()).toContain('1 unread message');
    await listRow(second, fullName).waitFor({ timeout: 1_000 });

    await row.click();
    await second.bringToFront();
    await listRow(second, fullName).click();
    for (const agent of [first, second]) {
      await expect.poll(() => paneName(agent).textContent()).toBe(fullName);
      expect(await bubble(agent, question).textContent()).toContain(`${fullName}:`);
    }

    const answer = 'Je advertentie wacht op je bevestiging, kijk in je mail.';
    await first.bringToFront();
    await composer(first).fill(answer);
    await composer(first).press('Enter');

    // The user sees Kraam Support answer live; the other agent sees the answer as the team's.
    await bubble(userPage, answer).waitFor();
    expect(await bubble(userPage, answer).textContent()).toContain('Kraam Support:');
    await bubble(second, answer).waitFor();
    expect(await bubble(second, answer).textContent()).toContain('Kraam Support:');
    await expect.poll(() => listRow(second, fullName).textContent()).toContain('Answered');
  });
});

describe("a seller's name in chat", () => {
  const { openPage } = useBrowser();

  for (const lang of ['nl', 'en'] as const) {
    it(`is their booth before and after the first message, and a number brings the paying warning (${lang})`, async () => {
      const title = `Naamfiets ${lang} ${Date.now()}`;
      const [{ seller, adId }, buyer] = await Promise.all([publishFreshAd(title), signedInUser()]);
      const detail = await readAnswer(
        await fetch(`${API_URL}${API_PATHS.adDetail}?id=${adId}&lang=${lang}`, { headers: asVisitor() }),
        adDetailResponseSchema,
      );
      const boothName = detail.data.booth.name;

      const page = await openPage('/', lang === 'nl' ? PHONE : DESKTOP);
      if (lang === 'en') await chooseEnglish(page);
      const connected = hubConnected(page);
      await signInPage(page, buyer);
      await page.goto(`/dashboard/chat?adId=${adId}`);
      await connected;
      await expect.poll(() => paneName(page).textContent()).toBe(boothName);

      await composer(page).fill(lang === 'nl' ? 'Is hij er nog?' : 'Is it still available?');
      await composer(page).press('Enter');
      await page.waitForURL(/conversationId=\d+/);
      await log(page)
        .getByRole('img', { name: /^(Verstuurd|Sent)$/ })
        .waitFor();
      expect(await paneName(page).textContent()).toBe(boothName);
      await page.reload();
      await expect.poll(() => paneName(page).textContent()).toBe(boothName);
      // On a desktop the list stands beside the pane and names the seller the same way.
      if (lang === 'en') expect(await listRow(page, title).textContent()).toContain(boothName);

      // Calling or WhatsApp is fine; the warning is about paying (decision 0026).
      const [conversation] = (await conversationsOf(seller.token)).data;
      await sendThroughApi(seller.token, {
        conversationId: conversation?.id ?? 0,
        message: lang === 'nl' ? 'Bel of app me: 06 12345678' : 'Call or WhatsApp me: 06 12345678',
      });
      const warning = log(page).getByRole('alert');
      await warning.waitFor();
      expect(await warning.textContent()).toContain(
        lang === 'nl' ? 'Bellen of appen via WhatsApp mag gerust' : 'Calling or WhatsApp is fine',
      );
    });
  }
});
