import type { Page } from 'playwright-core';
import { API_PATHS } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { submitLoginForm } from './support/accounts';
import { publishFreshAd, rememberSession, signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import {
  SUPPORT_ACCOUNT,
  apiLogin,
  conversationsOf,
  hubConnected,
  sendThroughApi,
  unreadDot,
  userWithPassword,
} from './support/chat';

const composer = (page: Page, name: 'Bericht' | 'Message') => page.getByRole('textbox', { name });
/** A message in the open conversation (the list's preview shows the last one too). */
const messageText = (page: Page, text: string) =>
  page.getByRole('log', { name: /^(Berichten|Messages)$/ }).getByText(text, { exact: true });

describe('chat', () => {
  const { openPage } = useBrowser();

  it('a buyer on a phone asks about an ad, the seller sees the dot, replies, and the buyer sees it live', async () => {
    const title = `Chatfiets ${Date.now()}`;
    const [{ seller, adId }, buyer] = await Promise.all([publishFreshAd(title), signedInUser()]);

    const sellerPage = await openPage('/', DESKTOP);
    const sellerConnected = hubConnected(sellerPage);
    await signInPage(sellerPage, seller);
    await sellerConnected;
    expect(await unreadDot(sellerPage).count()).toBe(0);

    const buyerPage = await openPage(`/ads/${adId}`, PHONE);
    const buyerConnected = hubConnected(buyerPage);
    await signInPage(buyerPage, buyer);
    await buyerPage.getByRole('link', { name: 'Chat met de verkoper' }).click();
    await buyerPage.waitForURL(/\/dashboard\/chat\?/);
    await buyerPage.getByRole('main').getByText(title).first().waitFor();
    await buyerConnected;
    const question = 'Hoi! Is de fiets nog beschikbaar?';
    await composer(buyerPage, 'Bericht').fill(question);
    await composer(buyerPage, 'Bericht').press('Enter');
    await messageText(buyerPage, question).waitFor();
    await buyerPage.waitForURL(/conversationId=\d+/);

    // The seller, elsewhere on the site, sees the dot turn on without reloading.
    await unreadDot(sellerPage).waitFor();
    await sellerPage.getByRole('link', { name: 'Berichten, je hebt ongelezen berichten' }).click();
    await sellerPage.waitForURL(/\/dashboard\/chat/);
    await sellerPage.getByRole('main').getByRole('link').filter({ hasText: title }).first().click();
    await messageText(sellerPage, question).waitFor();
    await unreadDot(sellerPage).waitFor({ state: 'detached' });

    const reply = 'Ja hoor, kom gerust kijken.';
    await composer(sellerPage, 'Bericht').fill(reply);
    await sellerPage.getByRole('button', { name: 'Versturen' }).click();
    await messageText(sellerPage, reply).waitFor();

    // The buyer, still in the conversation, sees the reply appear live.
    await messageText(buyerPage, reply).waitFor();
  });

  it('a guest is sent to login and back, and a reply sent while they are away waits for them (English)', async () => {
    const title = `Chat bike ${Date.now()}`;
    const [{ seller, adId }, buyer] = await Promise.all([publishFreshAd(title), userWithPassword()]);

    const guestPage = await openPage(`/ads/${adId}`, DESKTOP);
    await chooseEnglish(guestPage);
    await guestPage.getByRole('link', { name: 'Chat with the seller' }).click();
    await guestPage.waitForURL(/\/login\?next=.*&intent=chat$/);
    await guestPage.getByText('Log in to message the seller.').waitFor();
    await submitLoginForm(guestPage, buyer.email, buyer.password);
    await guestPage.waitForURL(new RegExp(`/dashboard/chat\\?adId=${adId}`));
    const question = 'Hello, could I pick it up on Saturday?';
    await composer(guestPage, 'Message').fill(question);
    await composer(guestPage, 'Message').press('Enter');
    await messageText(guestPage, question).waitFor();
    await guestPage.waitForURL(/conversationId=\d+/);
    await guestPage.context().close();

    // The buyer is gone; the seller answers from another device.
    const [conversation] = (await conversationsOf(seller.token)).data;
    expect(conversation?.ad?.id).toBe(adId);
    const reply = 'Saturday works, see you then.';
    await sendThroughApi(seller.token, { conversationId: conversation?.id ?? 0, message: reply });

    const returning = await openPage('/login', PHONE);
    await chooseEnglish(returning);
    await submitLoginForm(returning, buyer.email, buyer.password);
    await unreadDot(returning).waitFor();
    await returning.getByRole('link', { name: 'Messages, you have unread messages' }).click();
    // Until the chat page has replaced it, the home page's feed shows the same ad title.
    await returning.waitForURL(/\/dashboard\/chat$/);
    await returning.getByRole('main').getByRole('link').filter({ hasText: title }).first().click();
    await returning.waitForURL(new RegExp(`conversationId=${conversation?.id ?? 0}$`));
    await messageText(returning, reply).waitFor();
    await messageText(returning, question).waitFor();
  });

  it('anyone can reach support, and the answer arrives live', async () => {
    const user = await signedInUser();
    const page = await openPage('/', PHONE);
    await rememberSession(page, user);
    // The chat page's own connection, so the answer below is pushed to it rather than read on connect.
    const connected = hubConnected(page);
    await page.goto('/dashboard/chat');
    await connected;
    await page.getByRole('main').getByRole('link').filter({ hasText: 'Kraam Support' }).first().click();
    const question = 'Hoe verander ik mijn e-mailadres?';
    await composer(page, 'Bericht').fill(question);
    // The message shows at once, while it is sent; support reads its list once the API has stored it.
    const stored = page.waitForResponse(
      (response) => response.url().includes(API_PATHS.conversationInsert) && response.ok(),
    );
    await composer(page, 'Bericht').press('Enter');
    await messageText(page, question).waitFor();
    await stored;

    const support = await apiLogin(SUPPORT_ACCOUNT.email, SUPPORT_ACCOUNT.password);
    const list = await conversationsOf(support.token);
    const conversation = list.data.find(
      (entry) => entry.kind === 'support' && entry.lastMessage?.body === question,
    );
    expect(conversation).toBeDefined();
    const answer = 'Dat kan onder Mijn gegevens.';
    await sendThroughApi(support.token, { conversationId: conversation?.id ?? 0, message: answer });
    await messageText(page, answer).waitFor();
  });
});
