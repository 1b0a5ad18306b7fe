// Matching reads each distinct query once (decision 0052): saved_search_queries holds the queries of the
// searches that are on, with how many hold each, kept by a trigger. Many people saving, pausing, resuming
// and deleting one search at the same moment must leave exactly the count the searches say, on PGlite
// and on PostgreSQL (`npm run test:postgres`), where the writes really run side by side.
import { API_PATHS, savedSearchResponseSchema } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const SAVERS = 16;
const QUERY = 'search=kinderzitje';

describe('the distinct queries of saved searches', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let tokens: string[];

  /** The stored count of the query, and what the searches that are on say it is. */
  const counts = async (query: string) => {
    const stored = await t.db
      .selectFrom('saved_search_queries')
      .select('searches')
      .where('query', '=', query)
      .executeTakeFirst();
    const { rows } = await sql<{ active: number }>`
      select count(*)::integer as active from saved_searches
      where query = ${query} and frequency <> 'off'`.execute(t.db);
    return { stored: stored?.searches ?? 0, on: rows[0]?.active ?? 0 };
  };
  const save = async (token: string, query: string) => {
    const response = await call('POST', API_PATHS.savedSearchInsert, { query, email: false }, { token });
    expect(response.statusCode, response.body).toBe(200);
    return savedSearchResponseSchema.parse(response.json()).data.id;
  };
  const edit = async (token: string, id: number, frequency: string) => {
    const response = await call('PUT', API_PATHS.savedSearchEdit, { id, frequency }, { token });
    expect(response.statusCode, response.body).toBe(200);
  };
  const remove = async (token: string, id: number) => {
    const response = await call('DELETE', `${API_PATHS.savedSearchDelete}?id=${id}`, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    tokens = [];
    for (let i = 0; i < SAVERS; i++) {
      const id = await insertUser(t.db, { email: `zitje-${i}@example.com`, password: 'Zitje-Wachtwoord-1' });
      tokens.push(await t.app.auth.issueToken(id));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the searches that are on while many save, pause, resume and delete one query at once', async () => {
    const ids = await Promise.all(tokens.map((token) => save(token, QUERY)));
    expect(await counts(QUERY)).toEqual({ stored: SAVERS, on: SAVERS });

    // A quarter each: deleted, paused, paused and resumed, and left alone.
    await Promise.all(
      ids.map(async (id, i) => {
        const token = tokens[i] as string;
        if (i % 4 === 0) return remove(token, id);
        if (i % 4 === 1) return edit(token, id, 'off');
        if (i % 4 === 2) {
          await edit(token, id, 'off');
          return edit(token, id, 'weekly');
        }
        return edit(token, id, 'daily');
      }),
    );
    expect(await counts(QUERY)).toEqual({ stored: SAVERS / 2, on: SAVERS / 2 });

    // The last ones out take the query with them; a new saver brings it back.
    await Promise.all(ids.map((id, i) => (i % 4 >= 2 ? remove(tokens[i] as string, id) : Promise.resolve())));
    expect(await counts(QUERY)).toEqual({ stored: 0, on: 0 });
    const again = await save(tokens[0] as string, QUERY);
    expect(await counts(QUERY)).toEqual({ stored: 1, on: 1 });
    await remove(tokens[0] as string, again);
  });

  it('drops the queries of a deleted account and keeps those others hold', async () => {
    const [first, second] = tokens as [string, string];
    await save(first, 'search=loopfiets');
    await save(second, 'search=loopfiets');
    await save(first, 'search=driewieler');
    const owner = await t.db
      .selectFrom('saved_searches')
      .select('user_id')
      .where('query', '=', 'search=driewieler')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('users').where('id', '=', owner.user_id).execute();
    expect(await counts('search=loopfiets')).toEqual({ stored: 1, on: 1 });
    expect(await counts('search=driewieler')).toEqual({ stored: 0, on: 0 });
  });
});
