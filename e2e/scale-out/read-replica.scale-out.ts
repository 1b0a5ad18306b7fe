// Public reads on the streaming replica of scripts/scale-out.mjs (docs/decisions/0050-reads-from-a-replica.md):
// what is published reaches it within a second, a seller reads their own edit at once, and stopping it under
// load costs no request a 5xx. /metrics (per instance, with the run's token) says where reads ran.
import { API_PATHS, adDetailResponseSchema, adListResponseSchema } from '@kraam/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCluster } from '../../scripts/lib/pg-cluster.mjs';
import { readAnswer } from '../support/api';
import { editAd, publishFreshAd } from '../support/browse';
import { API_URL } from '../support/env';

const REPLICA_URL = process.env.SCALE_OUT_REPLICA_URL ?? '';
const REPLICA_DIR = process.env.SCALE_OUT_REPLICA_DIR ?? '';
const PG_BIN = process.env.SCALE_OUT_PG_BIN ?? '';
const METRICS_TOKEN = process.env.SCALE_OUT_METRICS_TOKEN ?? '';
const INSTANCES = (process.env.SCALE_OUT_API_INSTANCES ?? '').split(',').filter(Boolean);

/** kraam_db_public_reads_total summed over both instances, by "target reason". */
async function publicReads(): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const origin of INSTANCES) {
    const response = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const pattern = /^kraam_db_public_reads_total\{target="(\w+)",reason="([\w-]+)"\} (\d+)$/gm;
    for (const [, target, reason, count] of (await response.text()).matchAll(pattern)) {
      const key = `${target} ${reason}`;
      totals.set(key, (totals.get(key) ?? 0) + Number(count));
    }
  }
  return totals;
}
const grown = (before: Map<string, number>, after: Map<string, number>, key: string) =>
  (after.get(key) ?? 0) - (before.get(key) ?? 0);

const word = () => `replica${Math.random().toString(36).slice(2, 8)}`;
const search = async (term: string, token?: string, filters = '') =>
  readAnswer(
    await fetch(`${API_URL}${API_PATHS.adSearch}?search=${term}&lang=nl${filters}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
    adListResponseSchema,
  );

let replica: pg.Client;
beforeAll(async () => {
  replica = new pg.Client({ connectionString: REPLICA_URL });
  // The last check stops the replica under this connection too.
  replica.on('error', () => undefined);
  await replica.connect();
});
afterAll(async () => {
  await replica.end().catch(() => undefined);
});

describe('public reads on a streaming replica', () => {
  it('has a standby to read from', async () => {
    expect(INSTANCES).toHaveLength(2);
    const { rows } = await replica.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
    expect(rows[0]?.standby).toBe(true);
  });

  it('holds a published ad within a second, and search finds it there', async () => {
    const term = word();
    const before = await publicReads();
    const { adId } = await publishFreshAd(`Fiets ${term}`);
    const published = Date.now();
    let waited = 0;
    while ((await replica.query('SELECT 1 FROM ads WHERE id = $1', [adId])).rowCount === 0) {
      waited = Date.now() - published;
      if (waited > 1_000) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(waited, 'milliseconds until the replica held the ad').toBeLessThanOrEqual(1_000);
    // The background jobs write all the time, so under load the replica may not have replayed the
    // primary's newest position within the read's wait, and that read rightly runs on the primary
    // ('lagging'). Each try is another first page (the price bound is in its cache key), so it reads again.
    let tries = 0;
    await expect
      .poll(
        async () => {
          tries += 1;
          const found = await search(term, undefined, `&priceMax=${1_000 + tries}`);
          expect(found.data.map((ad) => ad.id)).toContain(adId);
          return grown(before, await publicReads(), 'replica caught-up');
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  });

  it('shows a seller their own edit at once, on every read, wherever it runs', async () => {
    const term = word();
    const { seller, adId, body } = await publishFreshAd(`Stoel ${term}`);
    const before = await publicReads();
    for (let round = 1; round <= 5; round += 1) {
      const title = `Stoel ${term} versie ${round}`;
      await editAd(seller.token, adId, { ...body, title });
      const page = await readAnswer(
        await fetch(`${API_URL}${API_PATHS.adDetail}?id=${adId}&lang=nl`, {
          headers: { authorization: `Bearer ${seller.token}` },
        }),
        adDetailResponseSchema,
      );
      expect(page.data.title).toBe(title);
      expect((await search(term, seller.token)).data.find((ad) => ad.id === adId)?.title).toBe(title);
    }
    expect(grown(before, await publicReads(), 'replica caught-up')).toBeGreaterThan(0);
  });

  it('answers every read while the replica is stopped under load, none with a 5xx', async () => {
    const { adId } = await publishFreshAd(`Tafel ${word()}`);
    const before = await publicReads();
    const statuses: number[] = [];
    let running = true;
    // The ad page's visitor parts (neighbours, liked) are read on every request, past the cache; the
    // search calls would meet their per-address limit (SEARCH_RATE_LIMIT) first.
    const reader = async () => {
      while (running) {
        const response = await fetch(`${API_URL}${API_PATHS.adDetail}?id=${adId}&lang=nl`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    };
    const readers = Array.from({ length: 4 }, reader);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeStop = statuses.length;
    stopCluster(PG_BIN, REPLICA_DIR, 'immediate');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all(readers);

    expect(beforeStop).toBeGreaterThan(0);
    expect(statuses.length - beforeStop, 'reads after the replica stopped').toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const after = await publicReads();
    expect(grown(before, after, 'replica caught-up')).toBeGreaterThan(0);
    expect(grown(before, after, 'primary failed') + grown(before, after, 'primary down')).toBeGreaterThan(0);
  });
});
