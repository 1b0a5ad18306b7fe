// Cached guest pages on both web instances of scripts/scale-out.mjs: a write through the balancer reaches
// each instance over Redis, so neither keeps serving the old page (docs/decisions/0016-guest-page-cache.md).
import { API_PATHS, PAGE_CACHE_STATUS_HEADER } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { publishFreshAd } from '../support/browse';
import { asVisitor } from '../support/client-address';
import { API_URL } from '../support/env';

const WEB_INSTANCES = (process.env.SCALE_OUT_WEB_INSTANCES ?? '').split(',').filter(Boolean);

async function page(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`);
  return { cache: response.headers.get(PAGE_CACHE_STATUS_HEADER), html: await response.text() };
}

async function api(path: string, token: string, init: { method: string; body?: unknown }) {
  const response = await fetch(`${API_URL}${path}`, {
    method: init.method,
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

describe('guest pages across web instances', () => {
  it('drops an edited ad page on every web instance', async () => {
    expect(WEB_INSTANCES).toHaveLength(2);
    const word = `schaal${Math.random().toString(36).slice(2, 8)}`;
    const { seller, adId } = await publishFreshAd(`Kast ${word}`);
    const path = `/ads/${adId}`;
    for (const origin of WEB_INSTANCES) {
      await page(origin, path);
      expect((await page(origin, path)).cache, origin).toBe('hit');
    }

    const ad = await api(`${API_PATHS.ownAd}?id=${adId}&lang=nl`, seller.token, { method: 'GET' });
    const location = ad.location as Record<string, unknown>;
    await api(`${API_PATHS.adEdit}?lang=nl`, seller.token, {
      method: 'PUT',
      body: {
        id: adId,
        categoryId: ad.categoryId,
        title: `Boekenkast ${word}`,
        description: ad.description,
        priceType: ad.priceType,
        priceCents: ad.priceCents,
        delivery: ad.delivery,
        location: { countryId: location.countryId, provinceId: location.provinceId, cityId: location.cityId },
      },
    });
    // Redis delivers to the subscribers just after the write answered.
    for (const origin of WEB_INSTANCES)
      await expect
        .poll(async () => (await page(origin, path)).html, { timeout: 5_000 })
        .toContain(`Boekenkast ${word}`);
  });
});
