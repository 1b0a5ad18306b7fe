import { API_PATHS, adDetailResponseSchema } from '@kraam/shared';
import type { Browser, Page } from 'playwright-core';
import { readAnswer } from './api';
import { seriousAxeFindings } from './axe';
import { DESKTOP, PHONE } from './browser';
import { API_URL, WEB_URL } from './env';

/** Every route is checked in both languages, on a desktop and on a phone. */
export const VIEWS = [
  { lang: 'nl', device: 'desktop', viewport: DESKTOP },
  { lang: 'nl', device: 'phone', viewport: PHONE },
  { lang: 'en', device: 'desktop', viewport: DESKTOP },
  { lang: 'en', device: 'phone', viewport: PHONE },
] as const;

/** The booth an ad is in. */
export async function boothOf(adId: number): Promise<number> {
  const detail = await fetch(`${API_URL}${API_PATHS.adDetail}?lang=nl&id=${adId}`);
  return (await readAnswer(detail, adDetailResponseSchema)).data.booth.id;
}

export async function newView(
  browser: Browser,
  lang: 'nl' | 'en',
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, baseURL: WEB_URL, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: lang, url: WEB_URL }]);
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  return { context, page: await context.newPage() };
}

/** Opens `path`, lets the client settle, and answers the serious findings as readable lines. */
export async function findingsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const findings = await seriousAxeFindings(page);
  return findings.map(
    ({ rule, impact, help, targets }) => `${path} ${rule} (${impact}): ${help} — ${targets.join(', ')}`,
  );
}

/**
 * How many CSS px the open page scrolls sideways at `width` (WCAG 1.4.10 reflow: a phone, or a desktop
 * zoomed to 400 %), measured by narrowing the viewport as zooming does; the viewport is put back after.
 */
export async function sidewaysOverflow(page: Page, width: number): Promise<number> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width, height: viewport?.height ?? 640 });
  const overflow = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth)),
      ),
  );
  if (viewport) await page.setViewportSize(viewport);
  return overflow;
}
