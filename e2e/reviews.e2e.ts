import { describe, expect, it } from 'vitest';
import { API_PATHS, adDetailResponseSchema } from '@kraam/shared';
import { readAnswer } from './support/api';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { renameUser } from './support/bids';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';
import { sendThroughApi } from './support/chat';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';

describe('reviews tied to a real conversation', () => {
  const { openPage } = useBrowser();

  it('the seller (desktop, English) marks the bike sold to the buyer (phone, Dutch), both review blind, the booth shows the average and the reply', async () => {
    const title = `Batavus herenfiets ${Date.now()}`;
    const { seller, adId } = await publishFreshAd(title, undefined, { priceCents: 25_000 });
    const buyer = await signedInUser();
    await renameUser(buyer.token, 'Jan', 'de Vries');
    await renameUser(seller.token, 'Sanne', 'Visser');
    const { data: first } = await sendThroughApi(buyer.token, {
      advertisementId: adId,
      message: 'Is hij er nog?',
    });
    await sendThroughApi(seller.token, {
      conversationId: first.conversationId,
      message: 'Ja! Kom maar kijken.',
    });
    const ad = await readAnswer(
      await fetch(`${API_URL}${API_PATHS.adDetail}?id=${adId}&lang=nl`, { headers: asVisitor() }),
      adDetailResponseSchema,
    );

    // The seller, from the conversation, confirms the sale to this buyer and reviews first.
    const sellerPage = await openPage(`/dashboard/chat?conversationId=${first.conversationId}`, DESKTOP);
    await signInPage(sellerPage, seller);
    await chooseEnglish(sellerPage);
    await sellerPage.getByRole('link', { name: 'Write a review or confirm the sale' }).click();
    await sellerPage.getByRole('button', { name: 'Sold to Jan d.' }).click();
    await sellerPage
      .getByRole('dialog', { name: 'Ad sold to Jan d.?' })
      .getByRole('button', { name: 'Sold to Jan d.' })
      .click();
    await sellerPage.getByRole('radio', { name: '5 stars' }).check();
    await sellerPage.getByRole('checkbox', { name: 'Kept the appointment' }).check();
    await sellerPage.getByRole('button', { name: 'Post review' }).click();
    await sellerPage.getByText('You wrote your review of Jan d.').waitFor();
    await sellerPage.getByText(/^You see Jan d\.'s review of you once they wrote it/).waitFor();

    // The buyer sees nothing of it until writing their own.
    const buyerPage = await openPage(`/dashboard/reviews?conversationId=${first.conversationId}`, PHONE);
    await signInPage(buyerPage, buyer);
    await buyerPage.getByRole('radio', { name: '4 sterren' }).waitFor();
    expect(await buyerPage.getByText('De ervaring van Sanne V. over jou').count()).toBe(0);
    await buyerPage.getByRole('radio', { name: '4 sterren' }).check();
    await buyerPage.getByRole('checkbox', { name: 'Zoals beschreven' }).check();
    await buyerPage
      .getByLabel('Toelichting (optioneel, hooguit 500 tekens)')
      .fill('Fijne verkoper, fiets precies zoals beschreven.');
    await buyerPage.getByRole('button', { name: 'Ervaring plaatsen' }).click();
    await buyerPage.getByText('De ervaring van Sanne V. over jou').waitFor();
    await buyerPage.getByRole('img', { name: '5 van 5 sterren' }).waitFor();

    // The booth shows the average, the review (buyer, sale confirmed), and the seller replies once.
    await sellerPage.goto(`/booth/${ad.data.booth.id}`);
    await sellerPage.getByText('4.0 · 1 review').waitFor();
    const review = sellerPage.getByTestId('review');
    await review.getByText('Jan d. · buyer').waitFor();
    await review.getByText('sale confirmed').waitFor();
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByLabel('Your public reply').fill('Dank je wel, veel plezier ermee!');
    await review.getByRole('button', { name: 'Post reply' }).click();
    await review.getByText('Dank je wel, veel plezier ermee!').waitFor();
    await expect.poll(() => review.getByRole('button', { name: 'Reply' }).count()).toBe(0);

    // A review that crosses a line goes to trust and safety like any content (never for being negative).
    await review.getByRole('button', { name: 'Report this review' }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Report a review' });
    await dialog.getByRole('radio', { name: 'Breach of privacy or personal data' }).check();
    await dialog
      .getByLabel(/Explain what is wrong/)
      .fill('This review mentions where I live, which I never agreed to.');
    await dialog.getByRole('checkbox', { name: /in good faith/ }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await sellerPage.getByText(/Your case number is KR-\d{4}-\d{6}/).waitFor();

    // The same in Dutch (the sold bike's own page is gone; its booth stays).
    await buyerPage.goto(`/booth/${ad.data.booth.id}`);
    await buyerPage.getByText('4,0 · 1 ervaring').waitFor();
    await buyerPage.getByText('Jan d. · koper').waitFor();
    await buyerPage.getByTestId('review').getByRole('button', { name: 'Meld deze ervaring' }).waitFor();
    // With the seller's signals, each explained on focus.
    await buyerPage.getByText('1 verkoop afgerond').waitFor();
    await buyerPage.getByRole('listitem').filter({ hasText: 'E-mail ✓' }).focus();
    await buyerPage.getByRole('tooltip').filter({ hasText: 'e-mailadres bevestigd' }).waitFor();
  });
});
