// Saved searches: the query kept normalised with a default name in the saver's language, one per query,
// at most SAVED_SEARCH_MAX even when saved in parallel, the search's own validation, others' ids 404.
import {
  API_PATHS,
  SAVED_SEARCH_MAX,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from '@kraam/shared';
import type { SavedSearch } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, json } from '../../test/auth-helpers';
import type { CallOptions } from '../../test/auth-helpers';
import { insertCategory, insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('saved searches', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let categoryId: number;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };

  const newUser = async (name: string) => {
    const id = await insertUser(t.db, { email: `${name}@example.com`, password: `${name}-Wachtwoord-1` });
    return { id, token: await t.app.auth.issueToken(id) };
  };
  const insert = (body: unknown, options: CallOptions) =>
    call('POST', API_PATHS.savedSearchInsert, body, options);
  const saved = async (body: unknown, options: CallOptions): Promise<SavedSearch> => {
    const response = await insert(body, options);
    expect(response.statusCode, response.body).toBe(200);
    return savedSearchResponseSchema.parse(response.json()).data;
  };
  const listOf = async (token: string) => {
    const response = await call('GET', API_PATHS.savedSearches, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return savedSearchListResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    await t.db
      .insertInto('postal_codes')
      .values({ code: '3500', latitude: 52.09, longitude: 5.12 })
      .execute();
    owner = await newUser('bewaarder');
    other = await newUser('ander');
  });
  afterAll(() => t.close());

  it('asks for a session first', async () => {
    expect((await insert({ query: 'search=fiets' }, {})).statusCode).toBe(401);
    expect((await call('GET', API_PATHS.savedSearches)).statusCode).toBe(401);
  });

  it('keeps the query normalised, without the sort, and names it in the request language', async () => {
    const query = `?sort=cheapest&radiusKm=10&postalCode=3500&search=fiets&categoryId=${categoryId}&priceMax=150&limit=5`;
    const nl = await saved({ query }, { token: owner.token });
    expect(nl.query).toBe(`search=fiets&categoryId=${categoryId}&priceMax=150&postalCode=3500&radiusKm=10`);
    expect(nl.name).toBe('fiets · Fietsen · 3500 + 10 km · tot € 150');
    expect(nl).toMatchObject({ frequency: 'instant', email: true, push: false });
    const en = await saved(
      { query: `categoryId=${categoryId}&priceMin=20` },
      { token: owner.token, lang: 'en' },
    );
    expect(en.name).toBe('Bicycles · from € 20');
    const named = await saved({ query: 'search=bakfiets', name: 'Voor de kinderen' }, { token: owner.token });
    expect(named.name).toBe('Voor de kinderen');
    expect((await listOf(owner.token)).map((s) => s.id)).toEqual([named.id, en.id, nl.id]);
  });

  it('saves the widest query the search page takes (its indexes hold the stored query)', async () => {
    const han = Array.from({ length: 100 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000)));
    // 'a:x|y|…' of 499 characters, the most separators FIELD_FILTERS_MAX_LENGTH allows (each 3 bytes encoded).
    const values = Array.from({ length: 249 }, (_, i) => (i * 2654435761).toString(36).slice(-1));
    const query = new URLSearchParams({
      search: han.join(''),
      fields: `a:${values.join('|')}`,
      categoryId: String(categoryId),
      priceMin: '999999999',
      priceMax: '999999999',
      postalCode: '3500',
      radiusKm: '10',
    });
    const widest = await saved({ query: decodeURIComponent(query.toString()) }, { token: other.token });
    // About 2,000 bytes: within the 2,704 bytes a b-tree index row may hold, the other columns included.
    expect(widest.query.length).toBeGreaterThan(1900);
  });

  it('answers the saved search when the same query is saved again, in any order', async () => {
    const first = await saved({ query: 'search=tafel&priceMax=50' }, { token: owner.token });
    const again = await saved({ query: 'priceMax=50&sort=newest&search=tafel' }, { token: owner.token });
    expect(again.id).toBe(first.id);
    expect((await listOf(owner.token)).filter((s) => s.query === first.query)).toHaveLength(1);
  });

  it("refuses what the search page would refuse, with field errors in the request's language", async () => {
    const cases: [string, string][] = [
      ['radiusKm=10', 'query.postalCode'],
      ['priceMin=200&priceMax=100', 'query.priceMax'],
      ['priceType=gratis', 'query.priceType'],
      ['postalCode=ABCD', 'query.postalCode'],
    ];
    for (const [query, field] of cases) {
      const nl = await insert({ query }, { token: owner.token, lang: 'nl' });
      expect(nl.statusCode, query).toBe(400);
      expect(json(nl).message).toBe('Controleer de ingevulde gegevens.');
      expect(json(nl).errors?.[field], query).toHaveLength(1);
      const en = await insert({ query }, { token: owner.token, lang: 'en' });
      expect(json(en).errors?.[field]?.[0]).not.toBe(json(nl).errors?.[field]?.[0]);
    }
    const unknown = await insert({ query: 'categoryId=999999' }, { token: owner.token, lang: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors?.categoryId).toHaveLength(1);
    const badFrequency = await insert({ query: 'search=x', frequency: 'hourly' }, { token: owner.token });
    expect(badFrequency.statusCode).toBe(400);
  });

  it('edits and deletes only own searches; another user gets 404 and nothing changes', async () => {
    const search = await saved({ query: 'search=lamp' }, { token: owner.token });
    const edit = (token: string, body: Record<string, unknown>) =>
      call('PUT', API_PATHS.savedSearchEdit, { id: search.id, ...body }, { token });
    expect((await edit(other.token, { name: 'Gekaapt' })).statusCode).toBe(404);
    expect(
      (
        await call('DELETE', `${API_PATHS.savedSearchDelete}?id=${search.id}`, undefined, {
          token: other.token,
        })
      ).statusCode,
    ).toBe(404);
    const edited = await edit(owner.token, { name: 'Lampen', frequency: 'daily', email: false, push: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(savedSearchResponseSchema.parse(edited.json()).data).toMatchObject({
      id: search.id,
      name: 'Lampen',
      query: 'search=lamp',
      frequency: 'daily',
      resumeFrequency: null,
      email: false,
      push: true,
    });
    // Paused (twice, as a double press would) it remembers 'daily' for when it is resumed.
    await edit(owner.token, { frequency: 'off' });
    const paused = await edit(owner.token, { frequency: 'off' });
    expect(savedSearchResponseSchema.parse(paused.json()).data).toMatchObject({
      frequency: 'off',
      resumeFrequency: 'daily',
    });
    const deleted = await call('DELETE', `${API_PATHS.savedSearchDelete}?id=${search.id}`, undefined, {
      token: owner.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await listOf(owner.token)).map((s) => s.id)).not.toContain(search.id);
    expect((await edit(owner.token, { name: 'Weg' })).statusCode).toBe(404);
  });

  it(`refuses the ${SAVED_SEARCH_MAX + 1}st search with a message saying the limit`, async () => {
    const user = await newUser('verzamelaar');
    for (let i = 0; i < SAVED_SEARCH_MAX; i++)
      await saved({ query: `search=ding${i}` }, { token: user.token });
    for (const [lang, words] of [
      ['nl', /maximaal 50 zoekopdrachten/],
      ['en', /at most 50 searches/],
    ] as const) {
      const refused = await insert({ query: 'search=teveel' }, { token: user.token, lang });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).code).toBe('CONFLICT');
      expect(json(refused).message).toMatch(words);
    }
    // Saving one already kept is no new search: it is answered, not refused.
    expect((await insert({ query: 'search=ding7' }, { token: user.token })).statusCode).toBe(200);
    expect(await listOf(user.token)).toHaveLength(SAVED_SEARCH_MAX);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} when saves arrive in parallel`, async () => {
    const user = await newUser('haastig');
    const responses = await Promise.all(
      Array.from({ length: SAVED_SEARCH_MAX + 10 }, (_, i) =>
        insert({ query: `search=stoel${i}` }, { token: user.token }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SAVED_SEARCH_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await listOf(user.token)).toHaveLength(SAVED_SEARCH_MAX);
  });
});
