import type { LoginResult } from '@kraam/shared';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWS, findingsOn, newView } from './support/accessibility';
import { demoAdmin, submitAdminLogin } from './support/admin';
import { publishFreshAd, signInPage } from './support/browse';
import { LAUNCH_ARGS } from './support/browser';
import { CHROMIUM_PATH } from './support/env';

// No serious or critical axe finding on any dashboard route (signed in, as a seller with an ad) or admin
// route (as the admin), in both languages, on a desktop and a phone. Public routes are in
// accessibility-public.e2e.ts.
const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/boothSetting',
  '/dashboard/details',
  '/dashboard/favorites',
  '/dashboard/recentlyViewed',
  '/dashboard/security',
  '/dashboard/advertisment',
  '/dashboard/chat',
  '/dashboard/statements',
  '/dashboard/notifications',
  '/dashboard/savedSearches',
  '/mybooth',
  '/newAds/chooseCategory',
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/cache',
  '/admin/cache/add',
  '/admin/jobs',
  '/admin/moderation',
  '/admin/moderation/appeals',
  '/admin/moderation/figures',
];

let browser: Browser;
let seller: LoginResult;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  ({ seller } = await publishFreshAd('Toegankelijke kinderfiets'));
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWS)('axe on every signed-in route, $lang $device', ({ lang, viewport }) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('dashboard routes signed in', async () => {
    const { context, page } = await newView(browser, lang, viewport);
    contexts.push(context);
    await page.goto('/');
    await signInPage(page, seller);
    const findings: string[] = [];
    for (const path of DASHBOARD_ROUTES) findings.push(...(await findingsOn(page, path)));
    expect(findings).toEqual([]);
  });

  it('admin routes as the admin', async () => {
    const { context, page } = await newView(browser, lang, viewport);
    contexts.push(context);
    await page.goto('/admin/login');
    await submitAdminLogin(page, await demoAdmin());
    await page.waitForURL((url) => url.pathname === '/admin');
    const findings: string[] = [];
    for (const path of ADMIN_ROUTES) findings.push(...(await findingsOn(page, path)));
    expect(findings).toEqual([]);
  });
});
