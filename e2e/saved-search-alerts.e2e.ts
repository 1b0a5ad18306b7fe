import { API_PATHS, savedSearchListResponseSchema } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { readAnswer } from './support/api';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { editAd, publishFreshAd, signInPage, signedInUser } from './support/browse';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';
import { waitForMail } from './support/outbox';
import { pushesTo, usePushServiceIn } from './support/push-service';

/** Whether each of the user's saved searches still sends mail, by name. */
async function mailing(token: string): Promise<Record<string, boolean>> {
  const response = await fetch(`${API_URL}${API_PATHS.savedSearches}?lang=nl`, {
    headers: { ...asVisitor(), authorization: `Bearer ${token}` },
  });
  const { data } = await readAnswer(response, savedSearchListResponseSchema);
  return Object.fromEntries(data.map((search) => [search.name, search.email]));
}

/**
 * A word only this journey's ads carry: other journeys publish fietsen beside it (a damesfiets in Utrecht,
 * kinderfietsen), and each would ring the bell of a search for the bare word once more.
 */
const ownWord = () => `alarm${Math.random().toString(36).slice(2, 8)}`;

describe('saved searches bring the buyer back', () => {
  const { openPage } = useBrowser();

  it('a buyer on a phone saves "fiets" near 3500; a damesfiets in Utrecht rings the bell live and mails with one-click unsubscribe', async () => {
    const word = ownWord();
    const name = `fiets ${word} · 3500 + 10 km`;
    const buyer = await signedInUser();
    const page = await openPage('/', PHONE);
    const browserPush = await usePushServiceIn(page);
    await signInPage(page, buyer);
    // Push on this phone: the switch in the centre, which asks the browser's permission.
    await page.goto('/dashboard/notifications');
    const pushSwitch = page.getByRole('switch', { name: 'Pushmeldingen op dit apparaat' });
    // Switching on waits for the permission, the worker and the API: the switch follows when they answered.
    await pushSwitch.click();
    await expect.poll(() => pushSwitch.isChecked()).toBe(true);

    await page.goto(`/categoryAds?search=fiets+${word}&postalCode=3500&radiusKm=10`);
    // A press before hydration would be lost.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Bewaar zoekopdracht' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zoekopdracht bewaren' });
    await dialog.getByRole('switch', { name: 'Ook als pushmelding' }).check();
    await dialog.getByRole('button', { name: 'Bewaren' }).click();
    await page.getByText('Zoekopdracht bewaard.').waitFor();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    expect(await mailing(buyer.token)).toEqual({ [name]: true });

    const title = `Damesfiets Gazelle ${word}`;
    const { adId } = await publishFreshAd(title, undefined, { cityName: 'Utrecht', priceCents: 12_000 });
    // Live, without a reload: the hub's push moves the bell's count.
    await page.getByRole('link', { name: 'Meldingen, 1 ongelezen' }).waitFor({ timeout: 60_000 });
    // And the push service holds it for the phone, in Dutch, leading to the ad.
    await expect
      .poll(async () => (await pushesTo(browserPush)).map(({ body, path }) => [body, path]), {
        timeout: 60_000,
      })
      .toEqual([[`Nieuw voor “${name}”: ${title} — € 120`, `/ads/${adId}`]]);

    const mail = await waitForMail(buyer.email, title, 60_000);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Id']).toBeTruthy();
    const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(mail.headers?.['List-Unsubscribe']).toContain('<mailto:');

    // A mail scanner's GET changes nothing; the mail client's one-click POST, without cookies, does.
    const scanned = await fetch(unsubscribe, { redirect: 'manual', headers: asVisitor() });
    expect(scanned.status).toBe(303);
    expect(await mailing(buyer.token)).toEqual({ [name]: true });
    const clicked = await fetch(unsubscribe, {
      method: 'POST',
      headers: { ...asVisitor(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await mailing(buyer.token)).toEqual({ [name]: false });

    // The bell opens the centre, where the match links to the ad.
    await page.getByRole('link', { name: 'Meldingen, 1 ongelezen' }).click();
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('heading', { name: title }).waitFor();
  });

  it('an English reader on a desktop reads the match, marks it read, and hears when a favourite gets cheaper', async () => {
    const word = ownWord();
    const buyer = await signedInUser();
    const page = await openPage('/', DESKTOP);
    await signInPage(page, buyer);
    await chooseEnglish(page);
    await page.goto(`/categoryAds?search=kinderfiets+${word}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Search saved.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const title = `Kinderfiets Batavus ${word}`;
    const { seller, adId, body } = await publishFreshAd(title, undefined, { priceCents: 4500 });
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click({ timeout: 60_000 });
    await page.getByText(`New for “kinderfiets ${word}”: ${title}`).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    // The buyer keeps the ad as a favourite; its seller lowers the price twice.
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.waitForLoadState('networkidle');
    // The heart turns at once; the drops must come after the API has stored it.
    const stored = page.waitForResponse(
      (response) => response.url().includes(API_PATHS.adLike) && response.ok(),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    await stored;
    await editAd(seller.token, adId, { ...body, priceCents: 4000 });
    await editAd(seller.token, adId, { ...body, priceCents: 3500 });
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).click({ timeout: 60_000 });
    await page.getByText(`Your favourite ${title} is cheaper now: €35 (was €40)`).click();

    // Its page says what it cost before: the history, and the lowest of the 30 days before the drop.
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.getByTestId('was-price').innerText()).toContain('Was €40');
    const history = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Price' }) });
    await expect
      .poll(() => history.getByRole('row').allInnerTexts())
      .toEqual([
        expect.stringContaining('Date'),
        expect.stringMatching(/now[\s\S]*€35/),
        expect.stringContaining('€40'),
        expect.stringMatching(/listed[\s\S]*€45/),
      ]);
  });
});
