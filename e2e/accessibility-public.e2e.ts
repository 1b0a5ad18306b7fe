import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCategoryTree, firstBranch } from './support/api';
import { VIEWS, boothOf, findingsOn, newView, sidewaysOverflow } from './support/accessibility';
import { publishFreshAd } from './support/browse';
import { LAUNCH_ARGS } from './support/browser';
import { CHROMIUM_PATH } from './support/env';
import { renewalPath, validUntilOf } from './support/renewal';

// No serious or critical axe finding on any public SPEC §2 route, as a guest, in both languages, on a
// desktop and a phone; and none of them scrolls sideways at 320 px (checked on the phone views, by
// narrowing the page axe just read). Signed-in routes are in accessibility-signed-in.e2e.ts.
let browser: Browser;
let publicRoutes: string[];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  const tree = await fetchCategoryTree('nl');
  const branch = firstBranch(tree);
  const leaf = branch.childs[0] ?? branch;
  // An ad of its own: one another journey publishes may be gone before this one opens it.
  const { adId, seller } = await publishFreshAd('Toegankelijke kinderfiets');
  // The expiry reminder's renewal link, opened as its guest reader does; opening it changes nothing.
  const renewal = renewalPath(adId, await validUntilOf(seller.token, adId));
  publicRoutes = [
    '/',
    '/login',
    '/signUp',
    '/forgetpassword',
    '/resetpasswrod?token=e2e',
    `/category?categoryId=${branch.id}`,
    `/categoryAds?categoryId=${leaf.id}`,
    '/categoryAds?search=fiets',
    `/ads/${adId}`,
    `/booth/${await boothOf(adId)}`,
    renewal,
    '/about-kraam',
    '/contact-us',
    '/customer-service',
    '/rules-and-condition',
    '/privacy-and-policy',
    '/admin/login',
    '/deze-pagina-bestaat-niet',
  ];
});
afterAll(async () => {
  await browser?.close();
});

/** WCAG 1.4.10: at 320 CSS px nothing may need sideways scrolling. */
const REFLOW_WIDTH = 320;

describe.each(VIEWS)('axe on every public route, $lang $device', ({ lang, device, viewport }) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('public routes as a guest', async () => {
    const { context, page } = await newView(browser, lang, viewport);
    contexts.push(context);
    const findings: string[] = [];
    for (const path of publicRoutes) {
      findings.push(...(await findingsOn(page, path)));
      if (device !== 'phone') continue;
      const overflow = await sidewaysOverflow(page, REFLOW_WIDTH);
      if (overflow > 0) findings.push(`${path} is ${overflow}px too wide at ${REFLOW_WIDTH}px`);
    }
    expect(findings).toEqual([]);
  });
});
