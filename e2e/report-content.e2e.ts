// Anyone reports an ad or a booth (Digital Services Act, Art. 16): a guest in Dutch on a phone, a
// signed-in buyer in English on a desktop with their name and email filled in; each gets the case number
// on the page and a receipt carrying it by mail.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { boothOf } from './support/accessibility';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { waitForMail } from './support/outbox';

const EXPLANATION = 'De verkoper wil dat ik vooraf betaal via een betaallink buiten Kraam.';
const CASE_NUMBER = /KR-\d{4}-\d{6}/;

/** The case number the page shows once the report is sent. */
async function shownCaseNumber(page: Page, text: RegExp): Promise<string> {
  const shown = page.getByText(text);
  await shown.waitFor();
  const caseNumber = CASE_NUMBER.exec((await shown.textContent()) ?? '')?.[0];
  if (!caseNumber) throw new Error('no case number shown');
  return caseNumber;
}

describe('reporting what is wrong', () => {
  const { openPage } = useBrowser();
  let adId: number;

  beforeAll(async () => {
    ({ adId } = await publishFreshAd(`Bakfiets ${Date.now()}`));
  });

  it('a guest reports an ad as a scam on a phone, in Dutch, and gets the case number by mail', async () => {
    const email = `melder-${Date.now()}@kraam.example`;
    const page = await openPage(`/ads/${adId}`, PHONE);
    await page.getByRole('button', { name: 'Meld deze advertentie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advertentie melden' });
    await dialog.waitFor();
    // Sending it empty names what is missing, in Dutch.
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    await dialog.getByText(/Verklaar dat je melding te goeder trouw/).waitFor();

    await dialog.getByRole('radio', { name: 'Oplichting of fraude' }).check();
    await dialog.getByLabel(/Leg uit wat er mis is/).fill(EXPLANATION);
    await dialog.getByLabel(/Je naam/).fill('Jan de Vries');
    await dialog.getByLabel(/Je e-mailadres/).fill(email);
    await dialog.getByRole('checkbox', { name: /te goeder trouw/ }).check();
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    const caseNumber = await shownCaseNumber(page, /Je zaaknummer is/);

    const mail = await waitForMail(email, caseNumber);
    expect(mail.subject).toBe(`Je melding is ontvangen (zaaknummer ${caseNumber})`);
    expect(mail.text).toContain(`/ads/${adId}`);
    // The dialog now thanks the reporter under its new title.
    const thanks = page.getByRole('dialog', { name: 'Bedankt voor je melding' });
    await thanks.getByRole('button', { name: 'Sluiten' }).click();
    await thanks.waitFor({ state: 'hidden' });
  });

  it('a signed-in buyer reports a booth in English on a desktop, their name and email filled in', async () => {
    const page = await openPage(`/booth/${await boothOf(adId)}`, DESKTOP);
    await chooseEnglish(page);
    await signInPage(page, await signedInUser());
    await page.getByRole('button', { name: 'Report this booth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a booth' });
    await dialog.waitFor();
    const emailField = dialog.getByLabel(/Your email address/);
    await expect.poll(() => emailField.inputValue()).toMatch(/@kraam\.example$/);
    const email = await emailField.inputValue();
    expect(await dialog.getByLabel(/Your name/).inputValue()).toBe('Joris Bakker');

    await dialog.getByRole('radio', { name: 'Counterfeit, or trademark or copyright infringement' }).check();
    await dialog
      .getByLabel(/Explain what is wrong/)
      .fill('Every bag in this booth is a counterfeit of a known brand.');
    await dialog.getByRole('checkbox', { name: /in good faith/ }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const caseNumber = await shownCaseNumber(page, /Your case number is/);
    const mail = await waitForMail(email, caseNumber);
    expect(mail.subject).toBe(`Your report has been received (case number ${caseNumber})`);
  });
});
