import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM_PATH, WEB_URL } from './env';
import { failureReport, watchPage } from './failure-report';
import type { PageWatch } from './failure-report';
import { LAUNCH_ARGS } from './launch-args';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export { LAUNCH_ARGS };

/**
 * One Chromium per journey file and a fresh context (cookies, storage) per page opened,
 * closed after each test so no state leaks between journeys. Pages ask for reduced motion unless a
 * journey wants the site's animations (decision 0045): frames of spinners and transitions were half of
 * the browser's CPU.
 */
export function useBrowser({ motion = 'reduce' }: { motion?: 'reduce' | 'no-preference' } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const watches: PageWatch[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') console.log(await failureReport(task.name, watches));
    watches.splice(0);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const openPage = async (
    path: string,
    viewport: { width: number; height: number } = DESKTOP,
  ): Promise<Page> => {
    const context = await browser.newContext({ viewport, baseURL: WEB_URL, reducedMotion: motion });
    contexts.push(context);
    const page = await context.newPage();
    watches.push(watchPage(page));
    await page.goto(path);
    return page;
  };
  return { openPage };
}

/** Switches a page to English as a stored choice does (the cookie and localStorage) and reloads. */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: WEB_URL }]);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}
