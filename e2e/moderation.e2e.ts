// The whole trust-and-safety loop (Digital Services Act, Art. 16, 17 and 20), Dutch on a phone and English
// on a desktop: a guest reports an ad as a scam and gets the case number by mail; a moderator finds it in
// the queue and removes it on an illegal-content ground; its page answers 410 and it is gone from search
// and its booth; the seller reads the statement of reasons and appeals; another moderator reverses it;
// the ad is back with its favourite and the days it had left, and the reporter is told.
import {
  API_PATHS,
  ownAdResponseSchema,
  userDetailsResponseSchema,
  adListResponseSchema,
} from '@kraam/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoModerators, submitAdminLogin } from './support/admin';
import { readAnswer } from './support/api';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { asVisitor } from './support/client-address';
import { API_URL } from './support/env';
import { waitForMail, waitForMailLink } from './support/outbox';

const CASE_NUMBER = /KR-\d{4}-\d{6}/;

const api = async <T>(
  path: string,
  schema: { parse(value: unknown): { data: T } },
  init: { token?: string; method?: string; body?: unknown } = {},
): Promise<T> => {
  const response = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...asVisitor(),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await readAnswer(response, schema)).data;
};

const TEXTS = {
  nl: {
    viewport: PHONE,
    report: 'Meld deze advertentie',
    reportDialog: 'Advertentie melden',
    scam: 'Oplichting of fraude',
    explain: /Leg uit wat er mis is/,
    name: /Je naam/,
    email: /Je e-mailadres/,
    goodFaith: /te goeder trouw/,
    send: 'Melding versturen',
    caseShown: /Je zaaknummer is/,
    decide: 'Beslissen',
    restriction: 'Maatregel nemen',
    remove: 'Verwijderen',
    illegal: 'Het is illegaal',
    legalGround: 'Wettelijke grondslag',
    illegalWhy: 'Uitleg waarom het illegaal is',
    facts: 'Feiten en omstandigheden',
    save: 'Besluit opslaan',
    confirm: 'Ja, besluit opslaan',
    removed: 'Deze advertentie is verwijderd',
    appeal: 'Bezwaar maken',
    appealWhy: 'Waarom ben je het niet eens met dit besluit?',
    sendAppeal: 'Bezwaar versturen',
    appealPending: /Je maakte bezwaar op/,
    reverse: 'Terugdraaien',
    explanation: 'Uitleg aan de indiener',
    reversedDone: 'Het besluit is teruggedraaid en alles is hersteld.',
    reporterTold: 'teruggedraaid',
  },
  en: {
    viewport: DESKTOP,
    report: 'Report this ad',
    reportDialog: 'Report an ad',
    scam: 'Scam or fraud',
    explain: /Explain what is wrong/,
    name: /Your name/,
    email: /Your email address/,
    goodFaith: /in good faith/,
    send: 'Send report',
    caseShown: /Your case number is/,
    decide: 'Decide',
    restriction: 'Take action',
    remove: 'Remove',
    illegal: 'It is illegal',
    legalGround: 'Legal ground',
    illegalWhy: 'Why it is illegal',
    facts: 'Facts and circumstances',
    save: 'Save decision',
    confirm: 'Yes, save decision',
    removed: 'This ad has been removed',
    appeal: 'Appeal',
    appealWhy: 'Why do you disagree with this decision?',
    sendAppeal: 'Send appeal',
    appealPending: /You appealed on/,
    reverse: 'Reverse',
    explanation: 'Explanation to the appellant',
    reversedDone: 'The decision has been reversed and everything restored.',
    reporterTold: 'reversed',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A page in the journey's language: Dutch is the default, English a stored choice. */
async function openIn(
  openPage: (path: string, viewport: Texts['viewport']) => Promise<Page>,
  lang: 'nl' | 'en',
  path: string,
) {
  const page = await openPage(path, TEXTS[lang].viewport);
  if (lang === 'en') await chooseEnglish(page);
  return page;
}

describe.each(['nl', 'en'] as const)('reporting, moderating and appealing (%s)', (lang) => {
  const { openPage } = useBrowser();
  const t = TEXTS[lang];

  it('takes a scam down everywhere, hears the seller’s appeal and puts the ad back as it was', async () => {
    const title = `Racefiets ${lang} ${Date.now()}`;
    const { seller, adId } = await publishFreshAd(title);
    const sellerEmail = (await api(API_PATHS.userGet, userDetailsResponseSchema, { token: seller.token }))
      .email;
    const fan = await signedInUser();
    await api(
      API_PATHS.adLike,
      { parse: (v: unknown) => v as { data: unknown } },
      {
        method: 'POST',
        token: fan.token,
        body: { advertisementId: adId, liked: true },
      },
    );
    const validUntil = (
      await api(`${API_PATHS.ownAd}?id=${adId}&lang=nl`, ownAdResponseSchema, { token: seller.token })
    ).validUntil;

    // A guest reports the ad as a scam.
    const reporterEmail = `melder-${lang}-${Date.now()}@kraam.example`;
    const guest = await openIn(openPage, lang, `/ads/${adId}`);
    await guest.getByRole('button', { name: t.report }).click();
    const dialog = guest.getByRole('dialog', { name: t.reportDialog });
    await dialog.getByRole('radio', { name: t.scam }).check();
    await dialog
      .getByLabel(t.explain)
      .fill('The seller asks me to pay in advance through a link outside Kraam.');
    await dialog.getByLabel(t.name).fill('Jan de Vries');
    await dialog.getByLabel(t.email).fill(reporterEmail);
    await dialog.getByRole('checkbox', { name: t.goodFaith }).check();
    await dialog.getByRole('button', { name: t.send }).click();
    const shown = guest.getByText(t.caseShown);
    await shown.waitFor();
    const caseNumber = CASE_NUMBER.exec((await shown.textContent()) ?? '')?.[0] ?? '';
    await waitForMail(reporterEmail, caseNumber);

    // A moderator removes it on an illegal-content ground.
    const [first, second] = await demoModerators();
    if (!first || !second) throw new Error('the seed made no moderators');
    const moderator = await openIn(openPage, lang, '/admin/login');
    await submitAdminLogin(moderator, first);
    await moderator.waitForURL(/\/admin\/moderation/);
    const card = moderator.getByRole('article').filter({ hasText: title });
    await card.getByRole('link', { name: t.decide }).click();
    await moderator.getByRole('radio', { name: t.restriction }).check();
    await moderator.getByRole('checkbox', { name: t.remove, exact: true }).check();
    await moderator.getByRole('radio', { name: t.illegal }).check();
    await moderator.getByLabel(t.legalGround).fill('Artikel 326 Wetboek van Strafrecht (oplichting)');
    await moderator.getByLabel(t.illegalWhy).fill('Vooruitbetaling voor een fiets die niet bestaat.');
    await moderator
      .getByLabel(t.facts)
      .fill('De foto staat ook op een andere site; de melder kreeg een betaallink.');
    await moderator.getByRole('button', { name: t.save }).click();
    await moderator.getByRole('button', { name: t.confirm }).click();
    await moderator.waitForURL(/\/admin\/moderation$/);

    // Gone: 410 with a public notice, and out of search and the seller's booth.
    const gone = await guest.goto(`/ads/${adId}`);
    expect(gone?.status()).toBe(410);
    await guest.getByRole('heading', { name: t.removed }).waitFor();
    const search = await fetch(`${API_URL}${API_PATHS.adSearch}?search=${encodeURIComponent(title)}`);
    expect(((await search.json()) as { data: { id: number }[] }).data.map((ad) => ad.id)).not.toContain(adId);

    // The seller reads the statement (mail and dashboard) and appeals.
    const link = await waitForMailLink(sellerEmail, '/statement?decision=');
    const decisionId = Number(new URL(link).searchParams.get('decision'));
    // In Dutch the seller follows the mail's signed link, logged out; in English opens the dashboard.
    const sellerPage =
      lang === 'nl'
        ? await openIn(openPage, lang, new URL(link).pathname + new URL(link).search)
        : await openIn(openPage, lang, `/dashboard/statements?decision=${decisionId}`);
    if (lang === 'en') {
      await signInPage(sellerPage, seller);
      // The decision is in the seller's bell too.
      await sellerPage.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    }
    await sellerPage.getByRole('button', { name: t.appeal, exact: true }).click();
    await sellerPage
      .getByLabel(t.appealWhy)
      .fill('Deze fiets is echt van mij; hier is de aankoopbon van de winkel.');
    await sellerPage.getByRole('button', { name: t.sendAppeal }).click();
    await sellerPage.getByRole('status').filter({ hasText: t.appealPending }).waitFor();

    // Another moderator reverses it.
    const other = await openIn(openPage, lang, '/admin/login');
    await submitAdminLogin(other, second);
    await other.waitForURL(/\/admin\/moderation/);
    await other.goto('/admin/moderation/appeals');
    const appeal = other.getByRole('article').filter({ hasText: title });
    await appeal.getByLabel(t.explanation).fill('De aankoopbon toont dat de fiets van de verkoper is.');
    await appeal.getByRole('button', { name: t.reverse }).click();
    // The API's answer, as a toast.
    await other.getByText(t.reversedDone).waitFor();
    // The signed-in seller's bell hears the outcome live, without a reload.
    if (lang === 'en') await sellerPage.getByRole('link', { name: 'Notifications, 2 unread' }).waitFor();

    // Back as it was: online, the fan's favourite, the same end date moved on by the time it was down.
    expect((await guest.goto(`/ads/${adId}`))?.status()).toBe(200);
    await guest.getByRole('heading', { name: title }).waitFor();
    const favourites = await api(API_PATHS.wishList, adListResponseSchema, { token: fan.token });
    expect(favourites.map((ad) => ad.id)).toContain(adId);
    const restored = await api(`${API_PATHS.ownAd}?id=${adId}&lang=nl`, ownAdResponseSchema, {
      token: seller.token,
    });
    const moved = Date.parse(restored.validUntil ?? '') - Date.parse(validUntil ?? '');
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(moved).toBeLessThan(10 * 60_000);
    await waitForMail(reporterEmail, t.reporterTold);
  });
});
