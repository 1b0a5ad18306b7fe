// Matching runs as a job on the queue, so an instance killed mid-run loses no alert and tells none twice:
// a published ad is matched by the queue's worker; an attempt that dies after recording its pairs, before
// telling anyone, leaves the alert to pg-boss's retry of the same job, which tells it once, while another
// run never tells it again; and the ad's event is a job committed with the ad, so an instance that dies
// right after the commit leaves it to the next.
import { API_PATHS, notificationListResponseSchema, ownAdResponseSchema } from '@kraam/shared';
import type { AdInsertInput } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeAdBody, insertBoothRow } from '../../test/ad-fixtures';
import { caller } from '../../test/auth-helpers';
import { insertCategory, insertPlaces, insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { buildApp } from '../../app';
import { AD_EVENT_JOB } from '../../plugins/ad-events';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { MATCH_JOB } from './register-matching';

/** The queue works in the background: what it leads to is waited for. */
const POLL = { timeout: 20_000, interval: 100 };

describe('matching on the job queue', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let call: ReturnType<typeof caller>;
  let ad: AdInsertInput;
  let seller: string;
  let buyer: { token: string; email: string };

  const publish = async (title: string) => {
    const response = await call('POST', API_PATHS.adInsert, { ...ad, title }, { token: seller });
    expect(response.statusCode, response.body).toBe(200);
    return ownAdResponseSchema.parse(response.json()).data.id;
  };
  const alertsAbout = async (adId: number) => {
    const response = await call('GET', `${API_PATHS.notifications}?limit=50`, undefined, {
      token: buyer.token,
    });
    return notificationListResponseSchema
      .parse(response.json())
      .data.filter((item) => item.subject.advertisementId === adId);
  };
  const jobOf = async (adId: number) => {
    const { rows } = await sql<{ id: string; state: string }>`
      select id, state::text as state from pgboss.job
      where name = ${MATCH_JOB} and (data ->> 'adId')::integer = ${adId}::integer`.execute(t.db);
    return rows;
  };

  const eventJobsOf = async (adId: number) => {
    const { rows } = await sql<{ state: string }>`
      select state::text as state from pgboss.job
      where name = ${AD_EVENT_JOB} and data -> 'adIds' @> to_jsonb(${adId}::integer)`.execute(t.db);
    return rows.map((row) => row.state);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { jobs: true, smtpUrl: smtp.url } });
    await t.app.ready();
    call = caller(t.app);
    const places = await insertPlaces(t.db);
    const categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    const sellerId = await insertUser(t.db, {
      email: 'verkoper@example.com',
      password: 'verkoper-Wachtwoord-1',
    });
    await insertBoothRow(t.db, sellerId);
    seller = await t.app.auth.issueToken(sellerId);
    const buyerId = await insertUser(t.db, { email: 'koper@example.com', password: 'koper-Wachtwoord-1' });
    buyer = { token: await t.app.auth.issueToken(buyerId), email: 'koper@example.com' };
    const saved = await call(
      'POST',
      API_PATHS.savedSearchInsert,
      { query: 'search=fiets', frequency: 'instant', email: true, push: false },
      { token: buyer.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    ad = bikeAdBody(categoryId, {
      countryId: places.netherlands,
      provinceId: places.northHolland,
      cityId: places.cities.Amsterdam as number,
      postalCode: '1012AB',
      showLocation: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('matches a published ad on the queue, once', async () => {
    const adId = await publish('Damesfiets met mand');
    await expect.poll(() => alertsAbout(adId), POLL).toHaveLength(1);
    await expect
      .poll(() => jobOf(adId), POLL)
      .toEqual([{ id: expect.any(String) as string, state: 'completed' }]);
    await smtp.take(buyer.email);
  });

  it('tells a match its dead attempt recorded on the retry, once, and never from another run', async () => {
    const notifyMany = t.app.notifyMany.bind(t.app);
    // The instance dies after recording the pairs, before the centre heard.
    t.app.notifyMany = () => Promise.reject(new Error('killed'));
    const adId = await publish('Herenfiets');
    await expect.poll(async () => (await jobOf(adId))[0]?.state, POLL).toBe('retry');
    t.app.notifyMany = notifyMany;
    const [job] = await jobOf(adId);
    const recorded = await t.db
      .selectFrom('saved_search_matches')
      .select(['matched_by', 'mailed_at'])
      .where('advertisement_id', '=', adId)
      .execute();
    expect(recorded).toEqual([{ matched_by: job?.id, mailed_at: null }]);
    expect(await alertsAbout(adId)).toEqual([]);

    // pg-boss retries the same job (its backoff cut short); the first test's mail gap is over.
    await sql`update saved_searches set last_mailed_at = null`.execute(t.db);
    await sql`update pgboss.job set start_after = now() where id = ${job?.id ?? ''}::uuid`.execute(t.db);
    await expect.poll(() => jobOf(adId), POLL).toEqual([{ id: job?.id, state: 'completed' }]);
    expect(await alertsAbout(adId)).toHaveLength(1);
    expect((await smtp.take(buyer.email)).decoded).toContain('Herenfiets');

    // Another run (the ad shown again) records nothing new and tells nobody again.
    t.app.adEvents.emit({ kind: 'visible', adIds: [adId] });
    await expect
      .poll(async () => (await jobOf(adId)).map((run) => run.state), POLL)
      .toEqual(['completed', 'completed']);
    expect(await alertsAbout(adId)).toHaveLength(1);
    // This one and the first test's: none twice.
    expect(smtp.mails.filter((mail) => mail.to.includes(buyer.email))).toHaveLength(2);
  });

  it('leaves the event of an ad whose instance died right after the commit to the next instance', async () => {
    // This instance takes no more events: it is as good as dead once the ad has committed.
    await t.app.jobs.boss()?.offWork(AD_EVENT_JOB);
    const adId = await publish('Omafiets');
    expect(await eventJobsOf(adId)).toEqual(['created']);
    expect(await alertsAbout(adId)).toEqual([]);

    const next = await buildApp(t.config, { database: t.database });
    try {
      await next.ready();
      await expect.poll(() => alertsAbout(adId), POLL).toHaveLength(1);
      await expect.poll(() => eventJobsOf(adId), POLL).toEqual(['completed']);
    } finally {
      await next.close();
    }
  });
});
