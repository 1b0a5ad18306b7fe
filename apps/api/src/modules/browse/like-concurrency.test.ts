// Many likes and views of one ad at the same moment. On PostgreSQL the like toggle used to deadlock
// (and hit wish_list_pkey) and answer 500; every answer must be 2xx and the counters must
// match the wish list. Run on PostgreSQL through `npm run test:postgres`; on PGlite it must pass too.
import { likeResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginToken } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const LIKERS = 9;
const GUESTS = 20;
const ROUNDS = 4;
const PARALLEL_LIKES = 50;
const PASSWORD = 'liker-password-1';

describe('likes and views of one ad at the same moment', () => {
  let t: TestApp;
  let w: BrowseWorld;
  let tokens: string[];

  const like = (adId: number, token: string) =>
    caller(t.app)('POST', '/public/v2/Advertisement/Like', { advertisementId: adId }, { token });
  const open = async (adId: number, ip: string, token?: string) => {
    const options = { ip, headers: { 'user-agent': BROWSER }, ...(token ? { token } : {}) };
    const page = await caller(t.app)('GET', `/public/v2/Advertisement/Get?id=${adId}`, undefined, options);
    const view = await caller(t.app)(
      'POST',
      '/public/v2/Advertisement/View',
      { advertisementId: adId },
      options,
    );
    return [page.statusCode, view.statusCode];
  };
  /** favorite_count, today's favourites and the wish-list rows of the ad. */
  const counters = async (adId: number) => {
    const ad = await t.db
      .selectFrom('ads')
      .select('favorite_count')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    const stats = await t.db
      .selectFrom('ad_daily_stats')
      .select('favorites')
      .where('ad_id', '=', adId)
      .executeTakeFirst();
    const rows = await t.db
      .selectFrom('wish_list')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ad_id', '=', adId)
      .executeTakeFirstOrThrow();
    return { favoriteCount: ad.favorite_count, todayFavorites: stats?.favorites ?? 0, rows: Number(rows.n) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildBrowseWorld(t.db);
    tokens = [];
    for (let i = 0; i < LIKERS; i++) {
      const email = `liker${i}@example.com`;
      await insertUser(t.db, { email, password: PASSWORD });
      tokens.push(await loginToken(t.app, email, PASSWORD, `10.13.0.${i + 1}`));
    }
  });
  afterAll(() => t.close());

  it('nine users like and unlike while twenty guests open the ad: every answer 2xx, counters exact', async () => {
    const adId = w.ads.cafeTable;
    for (let round = 0; round < ROUNDS; round++) {
      const likes = tokens.map((token) => like(adId, token));
      const guests = Array.from({ length: GUESTS }, (_, i) => open(adId, `198.51.100.${round * 50 + i + 1}`));
      const likers = tokens.map((token, i) => open(adId, `203.0.113.${i + 1}`, token));
      const [likeAnswers, guestAnswers, likerAnswers] = await Promise.all([
        Promise.all(likes),
        Promise.all(guests),
        Promise.all(likers),
        t.app.viewBuffer.flush(),
      ]);
      expect(likeAnswers.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`)).toEqual(
        tokens.map(() => '200 '),
      );
      // Odd rounds add every user's like, even rounds remove it again.
      const liked = round % 2 === 0;
      for (const answer of likeAnswers)
        expect(likeResponseSchema.parse(answer.json()).data.liked).toBe(liked);
      expect([...guestAnswers, ...likerAnswers].flat().every((status) => status === 200)).toBe(true);
      await t.app.viewBuffer.flush();
      const expected = liked ? LIKERS : 0;
      expect(await counters(adId)).toEqual({
        favoriteCount: expected,
        todayFavorites: expected,
        rows: expected,
      });
    }
  });

  it('fifty parallel likes of one user: every answer 2xx, each toggles once, counters exact', async () => {
    const adId = w.ads.kidsBike;
    const token = tokens[0] as string;
    const answers = await Promise.all(Array.from({ length: PARALLEL_LIKES }, () => like(adId, token)));
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const flags = answers.map((r) => likeResponseSchema.parse(r.json()).data.liked);
    // Applied one after another: half added the like, half removed it, and it ends where it began.
    expect(flags.filter(Boolean)).toHaveLength(PARALLEL_LIKES / 2);
    expect(await counters(adId)).toEqual({ favoriteCount: 0, todayFavorites: 0, rows: 0 });
  });
});
