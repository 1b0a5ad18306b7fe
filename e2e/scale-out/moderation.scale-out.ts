// A moderation decision taken through one API instance holds on all of them (decision 0036): the removed
// ad answers 410 and is gone from search, its category, the home feed and its booth on every API instance, cached
// reads included, and no web instance keeps serving its cached page.
import {
  API_PATHS,
  adminLoginResponseSchema,
  reportInsertResponseSchema,
  reportListResponseSchema,
} from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/admin';
import { readAnswer } from '../support/api';
import { publishFreshAd } from '../support/browse';
import { asVisitor } from '../support/client-address';

const API_INSTANCES = (process.env.SCALE_OUT_API_INSTANCES ?? '').split(',').filter(Boolean);
const WEB_INSTANCES = (process.env.SCALE_OUT_WEB_INSTANCES ?? '').split(',').filter(Boolean);

const call = (origin: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...asVisitor(),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const idsOf = async (response: Response): Promise<number[]> =>
  ((await response.json()) as { data: { id: number }[] }).data.map((ad) => ad.id);

describe('moderation across instances', () => {
  it('takes a removed ad out of every API instance and every cached page', async () => {
    expect(API_INSTANCES).toHaveLength(2);
    const [first = '', second = ''] = API_INSTANCES;
    const word = `moderatie${Math.random().toString(36).slice(2, 8)}`;
    const { adId } = await publishFreshAd(`Lamp ${word}`);
    const detail = (await (await call(first, `${API_PATHS.adDetail}?id=${adId}`)).json()) as {
      data: { boothId: number; categoryId: number };
    };
    const { boothId, categoryId } = detail.data;
    // Every instance has read (and cached) the ad, its booth's and category's lists, the feed and the search.
    const reads = [
      `${API_PATHS.adDetail}?id=${adId}`,
      `${API_PATHS.adSearch}?search=${word}`,
      `${API_PATHS.adSearch}?boothId=${boothId}`,
      `${API_PATHS.adSearch}?categoryId=${categoryId}`,
      `${API_PATHS.homeFeed}?sort=newest&limit=50`,
    ];
    for (const origin of API_INSTANCES)
      for (const read of reads) expect((await call(origin, read)).status).toBe(200);
    for (const origin of WEB_INSTANCES) await fetch(`${origin}/ads/${adId}`);

    const reported = await call(first, API_PATHS.reportInsert, {
      method: 'POST',
      body: {
        targetType: 'ad',
        targetId: adId,
        category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
        explanation: 'Deze lamp staat met dezelfde foto ook elders te koop.',
        name: 'Schaal Melder',
        email: `melder-${word}@example.nl`,
        goodFaith: true,
      },
    });
    await readAnswer(reported, reportInsertResponseSchema);
    const login = await call(first, API_PATHS.adminLogin, { method: 'POST', body: await demoAdmin() });
    const { token } = (await readAnswer(login, adminLoginResponseSchema)).data;
    const queue = await readAnswer(
      await call(second, `${API_PATHS.moderationReports}?status=open`, { token }),
      reportListResponseSchema,
    );
    const group = queue.data.find((g) => g.target.type === 'ad' && g.target.id === adId);
    expect(group).toBeDefined();
    const decided = await call(second, API_PATHS.moderationDecisions, {
      method: 'POST',
      token,
      body: {
        reportIds: group?.notices.map((notice) => notice.id),
        target: { type: 'ad', id: adId },
        outcome: 'restriction',
        decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
        decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
        illegal_content_legal_ground: 'Artikel 326 Wetboek van Strafrecht',
        illegal_content_explanation: 'Oplichting: de lamp bestaat niet.',
        category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
        decision_facts: 'De foto komt van een webwinkel.',
        content_type: ['CONTENT_TYPE_PRODUCT'],
        application_date: new Date().toISOString().slice(0, 10),
        source_type: 'SOURCE_ARTICLE_16',
      },
    });
    expect(decided.status, await decided.clone().text()).toBe(200);

    for (const origin of API_INSTANCES) {
      expect((await call(origin, reads[0] ?? '')).status, origin).toBe(410);
      for (const list of reads.slice(1))
        expect(await idsOf(await call(origin, list)), `${origin}${list}`).not.toContain(adId);
    }
    for (const origin of WEB_INSTANCES)
      await expect
        .poll(async () => (await fetch(`${origin}/ads/${adId}`)).status, { timeout: 5_000 })
        .toBe(410);
  });
});
