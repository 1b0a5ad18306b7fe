// A seller's number is in no ad page a server renders, for guests or signed-in visitors: a signed-in
// visitor's click asks the API for it (docs/decisions/0032-phone-numbers-for-signed-in-users.md).
import type { Page } from 'playwright-core';
import { API_PATHS } from '@kraam/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, chooseEnglish, useBrowser } from './support/browser';
import { WEB_URL } from './support/env';

/** The ad's number, typed the Dutch way; stored as +31648213597, shown as 06 48213597. */
const TYPED = '06 4821 3597';
/** The seller's account number (createConfirmedUser), which no ad page shows either. */
const ACCOUNT_DIGITS = '687654321';

/**
 * Where a number's digits after the country code or trunk 0 stand in a text, whatever is written between
 * them ('+31648213597', '0648213597', '06 48213597', '+31 6 48 21 35 97', '06-4821 3597').
 */
const spellings = (text: string) =>
  ['648213597', ACCOUNT_DIGITS].flatMap((digits) => {
    const spelled = new RegExp(digits.split('').join('[\\s().\\-\\u00a0]*'));
    const found = spelled.exec(text);
    return found ? [`${digits}: …${text.slice(Math.max(0, found.index - 40), found.index + 40)}…`] : [];
  });

const settled = (page: Page) => page.waitForLoadState('networkidle');

describe('the seller’s number is in no page, only in the answer to a signed-in click', () => {
  const { openPage } = useBrowser();
  let adId: number;

  beforeAll(async () => {
    ({ adId } = await publishFreshAd(`Belfiets ${Date.now()}`, TYPED));
  });

  it.each([
    ['nl', 'Toon telefoonnummer'],
    ['en', 'Show phone number'],
  ] as const)('keeps it out of the guest’s HTML and RSC payload (%s)', async (lang, showPhone) => {
    const headers: Record<string, string> = lang === 'en' ? { cookie: 'lang=en' } : {};
    const page = await fetch(`${WEB_URL}/ads/${adId}`, { headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    // The guest's page offers the button (to log in first), so the ad does have a number.
    expect(html).toContain(showPhone);
    expect(spellings(html)).toEqual([]);
    // A client-side navigation's payload, fetched as the router does.
    const flight = await fetch(`${WEB_URL}/ads/${adId}`, { headers: { ...headers, rsc: '1' } });
    expect(flight.status).toBe(200);
    expect(flight.headers.get('content-type')).toContain('text/x-component');
    expect(spellings(await flight.text())).toEqual([]);
  });

  it.each([
    ['nl', PHONE, 'Toon telefoonnummer', 'Bel 06 48213597'],
    ['en', DESKTOP, 'Show phone number', 'Call 06 48213597'],
  ] as const)(
    'shows it to a signed-in buyer after the click, and not before (%s)',
    async (lang, viewport, showPhone, call) => {
      const page = await openPage(`/ads/${adId}`, viewport);
      if (lang === 'en') await chooseEnglish(page);
      // Every page and payload the web server sends this signed-in visitor, up to the click.
      const received: Promise<string>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (response.url().startsWith(WEB_URL) && (type === 'document' || type === 'fetch'))
          received.push(response.text().catch(() => ''));
      });
      await signInPage(page, await signedInUser());
      await settled(page);
      const button = page.getByRole('button', { name: showPhone });
      await button.waitFor();
      expect(spellings(await page.content())).toEqual([]);
      expect(received.length).toBeGreaterThan(0);
      expect(spellings((await Promise.all(received)).join('\n'))).toEqual([]);

      const answer = page.waitForResponse((response) => response.url().includes(API_PATHS.adRevealPhone));
      await button.click();
      expect((await answer).status()).toBe(200);
      const number = page.getByRole('link', { name: call });
      expect(await number.textContent()).toBe('06 48213597');
      expect(await number.getAttribute('href')).toBe('tel:+31648213597');
    },
  );
});
