import { API_PATHS, adDetailResponseSchema, adListResponseSchema, type LoginResult } from '@kraam/shared';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCategoryTree, firstBranch, readAnswer } from './support/api';
import { demoAdmin, submitAdminLogin } from './support/admin';
import { seriousAxeFindings } from './support/axe';
import { publishFreshAd, signInPage } from './support/browse';
import { DESKTOP, LAUNCH_ARGS, PHONE } from './support/browser';
import { API_URL, CHROMIUM_PATH, WEB_URL } from './support/env';

// No serious or critical axe finding on any SPEC §2 route, in both languages, on a desktop
// and a phone. Public routes are checked as a guest, dashboard routes signed in, admin routes as admin.
const VIEWS = [
  { lang: 'nl', device: 'desktop', viewport: DESKTOP },
  { lang: 'nl', device: 'phone', viewport: PHONE },
  { lang: 'en', device: 'desktop', viewport: DESKTOP },
  { lang: 'en', device: 'phone', viewport: PHONE },
] as const;

const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/boothSetting',
  '/dashboard/details',
  '/dashboard/favorites',
  '/dashboard/recentlyViewed',
  '/dashboard/security',
  '/dashboard/advertisment',
  '/dashboard/chat',
  '/mybooth',
  '/newAds/chooseCategory',
];
const ADMIN_ROUTES = ['/admin', '/admin/cache', '/admin/cache/add'];

let browser: Browser;
let publicRoutes: string[];
let seller: LoginResult;

async function feedAd(): Promise<{ adId: number; boothId: number }> {
  const feed = await fetch(`${API_URL}${API_PATHS.homeFeed}?sort=newest&lang=nl&limit=1`);
  const [ad] = (await readAnswer(feed, adListResponseSchema)).data;
  if (!ad) throw new Error('the demo seed has no ads');
  const detail = await fetch(`${API_URL}${API_PATHS.adDetail}?lang=nl&id=${ad.id}`);
  const { data } = await readAnswer(detail, adDetailResponseSchema);
  return { adId: ad.id, boothId: data.booth.id };
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  const tree = await fetchCategoryTree('nl');
  const branch = firstBranch(tree);
  const leaf = branch.childs[0] ?? branch;
  const { adId, boothId } = await feedAd();
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
    `/booth/${boothId}`,
    '/about-kraam',
    '/contact-us',
    '/customer-service',
    '/rules-and-condition',
    '/privacy-and-policy',
    '/admin/login',
    '/deze-pagina-bestaat-niet',
  ];
  ({ seller } = await publishFreshAd('Toegankelijke kinderfiets'));
});
afterAll(async () => {
  await browser?.close();
});

async function newView(lang: 'nl' | 'en', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: WEB_URL, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: lang, url: WEB_URL }]);
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  return { context, page: await context.newPage() };
}

/** Opens `path`, lets the client settle, and answers the serious findings as readable lines. */
async function findingsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const findings = await seriousAxeFindings(page);
  return findings.map(
    ({ rule, impact, help, targets }) => `${path} ${rule} (${impact}): ${help} — ${targets.join(', ')}`,
  );
}

// WCAG 1.4.10: at 320 CSS px (a phone, or a desktop zoomed to 400 %) nothing may need sideways scrolling.
describe('reflow at 320 px', () => {
  it.each(['nl', 'en'] as const)('public routes scroll only vertically (%s)', async (lang) => {
    const { context, page } = await newView(lang, { width: 320, height: 640 });
    const overflowing: string[] = [];
    try {
      for (const path of publicRoutes) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (width > 0) overflowing.push(`${path} is ${width}px too wide`);
      }
    } finally {
      await context.close();
    }
    expect(overflowing).toEqual([]);
  });
});

describe.each(VIEWS)('axe on every route, $lang $device', ({ lang, viewport }) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('public routes as a guest', async () => {
    const { context, page } = await newView(lang, viewport);
    contexts.push(context);
    const findings: string[] = [];
    for (const path of publicRoutes) findings.push(...(await findingsOn(page, path)));
    expect(findings).toEqual([]);
  });

  it('dashboard routes signed in', async () => {
    const { context, page } = await newView(lang, viewport);
    contexts.push(context);
    await page.goto('/');
    await signInPage(page, seller);
    const findings: string[] = [];
    for (const path of DASHBOARD_ROUTES) findings.push(...(await findingsOn(page, path)));
    expect(findings).toEqual([]);
  });

  it('admin routes as the admin', async () => {
    const { context, page } = await newView(lang, viewport);
    contexts.push(context);
    await page.goto('/admin/login');
    await submitAdminLogin(page, await demoAdmin());
    await page.waitForURL((url) => url.pathname === '/admin');
    const findings: string[] = [];
    for (const path of ADMIN_ROUTES) findings.push(...(await findingsOn(page, path)));
    expect(findings).toEqual([]);
  });
});
