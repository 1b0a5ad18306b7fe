// Saved-search alerts with two API instances: 200 ads published in a burst, half through each instance,
// against 50 saved searches (ten words, five searches each) give every searcher exactly the ads of their
// word, each once, whichever instance published the ad.
import { API_PATHS, notificationListResponseSchema, ownAdResponseSchema } from '@kraam/shared';
import type { AdInsertInput, LoginResult } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../support/api';
import { openBooth, publishFreshAd, signedInUser } from '../support/browse';
import { asVisitor } from '../support/client-address';

const API_INSTANCES = (process.env.SCALE_OUT_API_INSTANCES ?? '').split(',').filter(Boolean);

const WORDS = ['appel', 'banaan', 'citroen', 'druif', 'kers', 'limoen', 'mango', 'peer', 'pruim', 'vijg'];
const SEARCHES_PER_WORD = 5;
const ADS = 200;
const SELLERS = 4;
/** Publishes in flight at once: a burst, within what two instances on one machine answer in time. */
const PARALLEL = 20;

const suffix = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q');

async function post(origin: string, path: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...asVisitor(), 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function notifiedAds(origin: string, token: string): Promise<number[]> {
  const response = await fetch(`${origin}${API_PATHS.notifications}?limit=50`, {
    headers: { ...asVisitor(), authorization: `Bearer ${token}` },
  });
  const { data } = await readAnswer(response, notificationListResponseSchema);
  return data.map((notification) => notification.subject.advertisementId ?? 0);
}

describe('saved-search alerts across instances', () => {
  it('alerts 50 searches of 200 ads published through both instances, each match once', async () => {
    expect(API_INSTANCES).toHaveLength(2);
    // Own words for this run: the searches must find this run's ads and no other.
    const words = WORDS.map((word) => `${word}${suffix()}`);
    const searchers: { user: LoginResult; word: number }[] = [];
    for (const [word, term] of words.entries())
      for (let i = 0; i < SEARCHES_PER_WORD; i++) {
        const user = await signedInUser();
        const origin = API_INSTANCES[searchers.length % 2] ?? '';
        const saved = await post(origin, API_PATHS.savedSearchInsert, user.token, {
          query: `search=${term}`,
          frequency: 'instant',
          email: false,
          push: false,
        });
        expect(saved.status, await saved.clone().text()).toBe(200);
        searchers.push({ user, word });
      }

    // One ad published the usual way gives the category and place; the sellers then publish alike.
    const { body } = await publishFreshAd(`Schaal ${suffix()}`);
    const sellers: LoginResult[] = [];
    for (let i = 0; i < SELLERS; i++) {
      const seller = await signedInUser();
      await openBooth(seller.token);
      sellers.push(seller);
    }
    const published: number[][] = words.map(() => []);
    let next = 0;
    const publishOne = async (index: number) => {
      const word = index % words.length;
      const ad: AdInsertInput = { ...body, title: `Fruitkist ${words[word]} nummer ${index}` };
      const response = await post(
        API_INSTANCES[index % 2] ?? '',
        `${API_PATHS.adInsert}?lang=nl`,
        sellers[index % SELLERS]?.token ?? '',
        ad,
      );
      published[word]?.push((await readAnswer(response, ownAdResponseSchema)).data.id);
    };
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < ADS) await publishOne(next++);
      }),
    );

    const expected = (word: number) => [...(published[word] ?? [])].sort((a, b) => a - b);
    for (const { user, word } of searchers) {
      const origin = API_INSTANCES[word % 2] ?? '';
      // Matching runs after each publish's answer, on the instance that published: wait for it.
      await expect
        .poll(async () => (await notifiedAds(origin, user.token)).length, { timeout: 60_000, interval: 500 })
        .toBe(ADS / words.length);
      expect((await notifiedAds(origin, user.token)).sort((a, b) => a - b)).toEqual(expected(word));
    }
    // Settled, and still each once: nothing arrived late or twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const { user, word } of searchers)
      expect((await notifiedAds(API_INSTANCES[1] ?? '', user.token)).length).toBe(expected(word).length);
  });
});
