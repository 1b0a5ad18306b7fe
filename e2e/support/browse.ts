import {
  API_PATHS,
  adListResponseSchema,
  boothResponseSchema,
  categoryFieldsResponseSchema,
  citiesResponseSchema,
  countriesResponseSchema,
  loginResponseSchema,
  ownAdResponseSchema,
  provincesResponseSchema,
  searchSuggestionsResponseSchema,
} from '@kraam/shared';
import type { AdInsertInput, CategoryNode, LoginResult } from '@kraam/shared';
import type { Page } from 'playwright-core';
import { createConfirmedUser } from './accounts';
import { fetchCategoryTree, readAnswer } from './api';
import type { ResponseSchema } from './api';
import { API_URL } from './env';
import { asVisitor } from './client-address';

const PASSWORD = 'Marktkraam-2026!';

async function call<T>(
  path: string,
  schema: ResponseSchema<{ data: T }>,
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
  return (await readAnswer(response, schema)).data;
}

/** A fresh, confirmed user logged in through the real API, with the address its mail goes to. */
export async function signedInUser(): Promise<LoginResult & { email: string }> {
  const { email } = await createConfirmedUser(PASSWORD);
  const login = await call(API_PATHS.login, loginResponseSchema, {
    method: 'POST',
    body: { email, password: PASSWORD },
  });
  return { ...login, email };
}

/** Stores the session where the login form does (SPEC §4 userInfo in localStorage); the next load is signed in. */
export async function rememberSession(page: Page, user: LoginResult): Promise<void> {
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), user);
}

/** Signs the page in: stores the session and reloads. */
export async function signInPage(page: Page, user: LoginResult): Promise<void> {
  await rememberSession(page, user);
  await page.reload();
}

const leaves = (nodes: readonly CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => (node.childs.length === 0 ? [node] : leaves(node.childs)));

/** A leaf category whose own fields are all optional, so a bare ad can be placed in it. */
async function plainLeaf(token: string): Promise<CategoryNode> {
  for (const leaf of leaves(await fetchCategoryTree('nl'))) {
    const fields = await call(
      `${API_PATHS.categoryFields}?lang=nl&categoryId=${leaf.id}`,
      categoryFieldsResponseSchema,
      { token },
    );
    if (!fields.some((field) => field.required)) return leaf;
  }
  throw new Error('every leaf category has required fields');
}

async function firstCity(countryId: number) {
  const [province] = await call(
    `${API_PATHS.provinces}?lang=nl&countryId=${countryId}`,
    provincesResponseSchema,
  );
  if (!province) throw new Error('no provinces seeded');
  const [city] = await call(`${API_PATHS.cities}?lang=nl&provinceId=${province.id}`, citiesResponseSchema);
  return city;
}

/** Opens a booth for the user behind the token: the new-ad wizard asks for one first. */
export async function openBooth(token: string): Promise<void> {
  await call(API_PATHS.boothInsert, boothResponseSchema, {
    method: 'POST',
    token,
    body: { name: `E2E kraam ${Date.now()}` },
  });
}

/**
 * A fresh seller with a booth publishes an ad through the API (with `phone`, a number buyers may ask
 * for); answers the seller, the ad's id and the body it was published with (to edit it).
 */
export async function publishFreshAd(
  title: string,
  phone?: string,
  { cityName, priceCents = 2500 }: { cityName?: string; priceCents?: number } = {},
): Promise<{ seller: LoginResult; adId: number; body: AdInsertInput }> {
  const seller = await signedInUser();
  const { token } = seller;
  await openBooth(token);
  const countries = await call(`${API_PATHS.countries}?lang=nl`, countriesResponseSchema);
  const country = countries.find((candidate) => candidate.code === 'NL');
  if (!country) throw new Error('the Netherlands is not seeded');
  // The named city, else the first city of the first province.
  const city = cityName
    ? (
        await call(
          `${API_PATHS.cities}?lang=nl&search=${encodeURIComponent(cityName)}&limit=20`,
          citiesResponseSchema,
        )
      ).find((candidate) => candidate.name === cityName)
    : await firstCity(country.id);
  if (!city) throw new Error(`no city ${cityName ?? ''} seeded`);
  const province = { id: city.provinceId };
  const leaf = await plainLeaf(token);
  const body: AdInsertInput = {
    categoryId: leaf.id,
    title,
    description: 'Gepubliceerd door de browse-journey.',
    priceType: 'startPrice',
    priceCents,
    delivery: 'pickup',
    location: { countryId: country.id, provinceId: province.id, cityId: city.id },
    ...(phone ? { phone } : {}),
  };
  const ad = await call(`${API_PATHS.adInsert}?lang=nl`, ownAdResponseSchema, {
    method: 'POST',
    token,
    body,
  });
  return { seller, adId: ad.id, body };
}

/** The seller changes their ad through Advertisement/Edit, as the edit form would. */
export async function editAd(token: string, id: number, body: AdInsertInput): Promise<void> {
  await call(`${API_PATHS.adEdit}?lang=nl`, ownAdResponseSchema, {
    method: 'PUT',
    token,
    body: { ...body, id },
  });
}

/** What the API itself says a /categoryAds query holds, to compare the page with. */
export async function searchTotal(query: string): Promise<number> {
  const response = await fetch(`${API_URL}${API_PATHS.adSearch}?${query}&lang=nl`);
  const body = await readAnswer(response, adListResponseSchema);
  return body.total ?? body.data.length;
}

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/**
 * Three letters that the suggestions API answers with an ad for: the start of a made-up word in the title
 * of an ad this journey publishes. Another journey's ad could be deleted while this one runs beside it.
 */
export async function threeLettersWithAnAd(): Promise<string> {
  const word = Array.from(
    { length: 8 },
    () => CONSONANTS[Math.floor(Math.random() * CONSONANTS.length)],
  ).join('');
  await publishFreshAd(`Fiets ${word}`);
  const term = word.slice(0, 3);
  const suggestions = await call(
    `${API_PATHS.suggestions}?lang=nl&searchTerm=${term}`,
    searchSuggestionsResponseSchema,
  );
  if (!suggestions.some((suggestion) => suggestion.from === 'ad'))
    throw new Error(`no ad suggested for ${term}`);
  return term;
}
