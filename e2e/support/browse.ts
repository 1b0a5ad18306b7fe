import type { CategoryNode } from '@kraam/shared';
import type { Page } from 'playwright-core';
import { createConfirmedUser } from './accounts';
import { fetchCategoryTree } from './api';
import { API_URL } from './env';
import { asVisitor } from './client-address';

const PASSWORD = 'Marktkraam-2026!';

async function call<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...asVisitor(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A fresh, confirmed user logged in through the real API. */
export async function signedInUser(): Promise<{ token: string; userId: number }> {
  const { email } = await createConfirmedUser(PASSWORD);
  return call('/v1/userLogin', { method: 'POST', body: { email, password: PASSWORD } });
}

/** Puts the session where the web app keeps it (SPEC §4 userInfo in localStorage) and reloads. */
export async function signInPage(page: Page, user: { token: string; userId: number }): Promise<void> {
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), user);
  await page.reload();
}

const leaves = (nodes: readonly CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => (node.childs.length === 0 ? [node] : leaves(node.childs)));

/** A leaf category whose own fields are all optional, so a bare ad can be placed in it. */
async function plainLeaf(token: string): Promise<CategoryNode> {
  for (const leaf of leaves(await fetchCategoryTree('nl'))) {
    const fields = await call<{ required: boolean }[]>(
      `/exhibitor/v2/Category/GetFields?lang=nl&categoryId=${leaf.id}`,
      { token },
    );
    if (!fields.some((field) => field.required)) return leaf;
  }
  throw new Error('every leaf category has required fields');
}

/** A fresh seller with a booth publishes an ad through the API; answers the seller and the ad's id. */
export async function publishFreshAd(
  title: string,
): Promise<{ seller: { token: string; userId: number }; adId: number }> {
  const seller = await signedInUser();
  const { token } = seller;
  await call('/exhibitor/v2/Booth/Insert', {
    method: 'POST',
    token,
    body: { name: `E2E kraam ${Date.now()}` },
  });
  const countries = await call<{ id: number; code: string }[]>('/public/v2/Country/GetAll?lang=nl');
  const country = countries.find((candidate) => candidate.code === 'NL');
  if (!country) throw new Error('the Netherlands is not seeded');
  const [province] = await call<{ id: number }[]>(
    `/public/v2/Province/GetAll?lang=nl&countryId=${country.id}`,
  );
  if (!province) throw new Error('no provinces seeded');
  const [city] = await call<{ id: number }[]>(`/public/v2/City/GetAll?lang=nl&provinceId=${province.id}`);
  if (!city) throw new Error('no cities seeded');
  const leaf = await plainLeaf(token);
  const ad = await call<{ id: number }>('/exhibitor/v2/Advertisement/Insert?lang=nl', {
    method: 'POST',
    token,
    body: {
      categoryId: leaf.id,
      title,
      description: 'Gepubliceerd door de browse-journey.',
      priceType: 'startPrice',
      priceCents: 2500,
      delivery: 'pickup',
      location: { countryId: country.id, provinceId: province.id, cityId: city.id },
    },
  });
  return { seller, adId: ad.id };
}

/** What the API itself says a /categoryAds query holds, to compare the page with. */
export async function searchTotal(query: string): Promise<number> {
  const response = await fetch(`${API_URL}/public/v2/Advertisement/GetAllWithFilter?${query}&lang=nl`);
  if (!response.ok) throw new Error(`GetAllWithFilter answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { total?: number; data: unknown[] };
  return body.total ?? body.data.length;
}

/** Three letters that the suggestions API answers with at least one ad for. */
export async function threeLettersWithAnAd(): Promise<string> {
  const feed = await call<{ title: string }[]>(
    '/public/v2/Advertisement/GetAll?sort=newest&lang=nl&limit=20',
  );
  for (const { title } of feed) {
    const word = title.split(/\s+/).find((part) => /^[a-z]{4,}$/i.test(part));
    if (!word) continue;
    const term = word.slice(0, 3).toLowerCase();
    const suggestions = await call<{ from: string }[]>(`/public/v2/Search/Get?lang=nl&searchTerm=${term}`);
    if (suggestions.some((suggestion) => suggestion.from === 'ad')) return term;
  }
  throw new Error('no three-letter term with ad suggestions');
}
