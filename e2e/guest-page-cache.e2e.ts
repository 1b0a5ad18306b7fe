// The guest page cache (docs/decisions/0016-guest-page-cache.md) on the real build: pages that signed-in
// visitors requested are served to guests without anything of theirs, writes reach the cached pages at
// once, and a cached page's Content-Security-Policy lets exactly its own inline scripts run.
import { createHash } from 'node:crypto';
import { API_PATHS, PAGE_CACHE_STATUS_HEADER } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { publishFreshAd, signInPage, signedInUser } from './support/browse';
import { useBrowser } from './support/browser';
import { asVisitor } from './support/client-address';
import { API_URL, WEB_URL } from './support/env';

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...asVisitor(),
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A guest's request: no cookie, no Authorization header. */
async function asGuest(path: string) {
  const response = await fetch(`${WEB_URL}${path}`);
  return {
    status: response.status,
    cache: response.headers.get(PAGE_CACHE_STATUS_HEADER),
    headers: response.headers,
    html: await response.text(),
  };
}

/**
 * Loads until the page cache answers with its copy, up to `tries` more times (`before` runs ahead of each
 * retry): the journeys beside this one write ads, and every ad write drops the lists and the home page,
 * so a copy stored by one request may be gone at the next.
 */
async function untilCached<T>(
  load: () => Promise<T>,
  status: (result: T) => string | null | undefined,
  { tries = 2, before }: { tries?: number; before?: () => Promise<unknown> } = {},
): Promise<T> {
  let result = await load();
  for (let again = 0; again < tries && status(result) !== 'hit'; again += 1) {
    await before?.();
    result = await load();
  }
  return result;
}

/** Renames the seller's ad through the edit endpoint, everything else as it was. */
async function renameAd(token: string, adId: number, title: string) {
  const ad = await api(`${API_PATHS.ownAd}?id=${adId}&lang=nl`, token);
  const location = ad.location as Record<string, unknown>;
  await api(`${API_PATHS.adEdit}?lang=nl`, token, {
    method: 'PUT',
    body: {
      id: adId,
      categoryId: ad.categoryId,
      title,
      description: ad.description,
      priceType: ad.priceType,
      priceCents: ad.priceCents,
      delivery: ad.delivery,
      location: { countryId: location.countryId, provinceId: location.provinceId, cityId: location.cityId },
    },
  });
}

const unique = () => Math.random().toString(36).slice(2, 8);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the guest page cache', () => {
  const { openPage } = useBrowser();

  it("serves guests the pages a signed-in visitor loaded without the visitor's name or favourites", async () => {
    const word = `kraamcache${unique()}`;
    const [{ adId }, user] = await Promise.all([publishFreshAd(`Fiets ${word}`), signedInUser()]);
    const name = `Wietske${unique()}`;
    await api(`${API_PATHS.userEdit}?lang=nl`, user.token, {
      method: 'PUT',
      body: { firstName: name, lastName: 'Zonderland' },
    });
    await api(`${API_PATHS.adLike}?lang=nl`, user.token, { method: 'POST', body: { advertisementId: adId } });
    const boothId = (
      (await api(`${API_PATHS.adDetail}?id=${adId}&lang=nl`, user.token)).booth as { id: number }
    ).id;

    const page = await openPage('/dashboard');
    await signInPage(page, user);
    await page.getByText(name).first().waitFor();
    const pages = [`/ads/${adId}`, `/categoryAds?search=${word}`, `/booth/${boothId}`, '/'];
    for (const path of pages) {
      await page.goto(path);
      if (path === `/ads/${adId}`)
        await expect
          .poll(() => page.getByTestId('favorite-button').getAttribute('aria-pressed'))
          .toBe('true');
    }

    for (const path of pages) {
      // A list another journey's write dropped is loaded again by the visitor; an ad page is not dropped.
      const guest = await untilCached(
        () => asGuest(path),
        (answer) => answer.cache,
        { tries: path.startsWith('/ads/') ? 0 : 2, before: () => page.goto(path) },
      );
      expect(guest.status, path).toBe(200);
      expect(guest.cache, path).toBe('hit');
      expect(guest.html, path).not.toContain(name);
      expect(guest.html, path).not.toContain('aria-pressed="true"');
    }
  });

  it('shows guests an edited ad, and no deleted one, at their next request', async () => {
    const word = `kraamwijzig${unique()}`;
    const { seller, adId } = await publishFreshAd(`Lamp ${word}`);
    const search = `/categoryAds?search=${word}`;
    for (const path of [`/ads/${adId}`, search]) {
      await asGuest(path);
      const cached = await untilCached(
        () => asGuest(path),
        (answer) => answer.cache,
        { tries: path === search ? 2 : 0 },
      );
      expect(cached.cache, path).toBe('hit');
      expect(cached.html, path).toContain(`Lamp ${word}`);
    }

    await renameAd(seller.token, adId, `Schemerlamp ${word}`);
    for (const path of [`/ads/${adId}`, search]) {
      const after = await asGuest(path);
      expect(after.cache, path).toBe('miss');
      expect(after.html, path).toContain(`Schemerlamp ${word}`);
    }

    await asGuest(`/ads/${adId}`);
    await api(`${API_PATHS.adDelete}?id=${adId}&lang=nl`, seller.token, { method: 'DELETE' });
    expect((await asGuest(`/ads/${adId}`)).status).toBe(404);
    expect((await asGuest(search)).html).not.toContain(`Schemerlamp ${word}`);
  });

  it('lets a cached page run exactly its own inline scripts and nothing injected', async () => {
    await asGuest('/');
    const cached = await untilCached(
      () => asGuest('/'),
      (answer) => answer.cache,
    );
    expect(cached.cache).toBe('hit');
    const policy = cached.headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources).not.toContain("'strict-dynamic'");
    expect(scriptSources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const nonce = /<script[^>]*\bnonce="([^"]+)"/.exec(cached.html)?.[1];
    const inline = [...cached.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes ?? ''),
    );
    const nonced = inline.filter(([, attributes]) => attributes?.includes(`nonce="${nonce}"`));
    expect(nonced.length).toBeGreaterThan(0);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(nonced.map(([, , text]) => sha256(text ?? '')))].sort(),
    );

    const page = await openPage('/');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    // What is checked is the cached copy: a fresh render carries a policy of its own.
    const response = await untilCached(
      () => page.reload({ waitUntil: 'networkidle' }),
      (answer) => answer?.headers()[PAGE_CACHE_STATUS_HEADER],
      { tries: 3, before: () => asGuest('/') },
    );
    expect(response?.headers()[PAGE_CACHE_STATUS_HEADER]).toBe('hit');
    // Hydrated: the page's own scripts ran.
    expect(await page.evaluate(() => Array.isArray((window as { __next_f?: unknown[] }).__next_f))).toBe(
      true,
    );
    expect(violations).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
  });
  it('keys and renders a page in one language when the request carries two lang cookies', async () => {
    const htmlLang = async (path: string, cookie: string) => {
      const response = await fetch(`${WEB_URL}${path}`, { headers: { cookie } });
      return /<html[^>]* lang="(\w+)"/.exec(await response.text())?.[1];
    };
    for (const [first, second] of [
      ['nl', 'en'],
      ['en', 'nl'],
    ]) {
      const path = `/categoryAds?search=tweekoekjes${unique()}`;
      expect(await htmlLang(path, `lang=${first}; lang=${second}`)).toBe(first);
      // What the duplicated request stored is what every later visitor of either language is served.
      expect(await htmlLang(path, `lang=${first}`)).toBe(first);
      expect(await htmlLang(path, `lang=${second}`)).toBe(second);
    }
  });
});
