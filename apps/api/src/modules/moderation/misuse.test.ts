// Misuse (Digital Services Act, Art. 23) with low thresholds: manifestly unfounded notices warn their
// reporter, then stop their notices; repeated removals warn the seller, then suspend the account by an
// automatic decision with its own statement of reasons. Reversed decisions do not count.
import { API_PATHS, adminLoginResponseSchema, decisionInsertResponseSchema } from '@kraam/shared';
import type { DecisionInsertBody } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../auth/admin-accounts';
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import { caller, json } from '../../test/auth-helpers';
import { insertCategory, insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const PASSWORD = 'Misbruik-Wachtwoord-1';
const TODAY = new Date().toISOString().slice(0, 10);

describe('misuse', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let call: ReturnType<typeof caller>;
  let token: string;
  let categoryId: number;
  let ip = 0;
  const nextIp = () => `192.0.2.${(ip += 1) % 250}`;

  const newAd = async (email: string) => {
    const ownerId = await insertUser(t.db, { email, password: PASSWORD, firstName: 'Piet' });
    const boothId = await insertBoothRow(t.db, ownerId);
    const adId = await insertAdRow(t.db, { booth_id: boothId, user_id: ownerId, category_id: categoryId });
    return { ownerId, boothId, adId };
  };
  const report = async (targetType: string, targetId: number, email: string) => {
    const response = await call(
      'POST',
      API_PATHS.reportInsert,
      {
        targetType,
        targetId,
        category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
        explanation: 'Ik vind deze advertentie gewoon niet mooi, haal hem weg.',
        name: 'Querulant',
        email,
        goodFaith: true,
      },
      { ip: nextIp(), lang: 'nl' },
    );
    return response;
  };
  const openNoticeIds = async (targetId: number) =>
    (
      await t.db
        .selectFrom('notices')
        .select('id')
        .where('target_id', '=', String(targetId))
        .where('status', '=', 'open')
        .execute()
    ).map((row) => row.id);
  const base = (target: DecisionInsertBody['target'], reportIds: number[]): DecisionInsertBody => ({
    reportIds,
    target,
    outcome: 'restriction',
    decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
    decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    incompatible_content_ground: 'Artikel 4.2 van de gebruiksvoorwaarden (namaak)',
    incompatible_content_explanation: 'Namaakartikelen mogen niet worden aangeboden.',
    category: 'STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS',
    decision_facts: 'Het logo is nagemaakt.',
    content_type: ['CONTENT_TYPE_PRODUCT'],
    application_date: TODAY,
    source_type: reportIds.length > 0 ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
  });
  const decide = async (body: DecisionInsertBody) => {
    const response = await call('POST', API_PATHS.moderationDecisions, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return decisionInsertResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      config: {
        smtpUrl: smtp.url,
        misuse: {
          windowDays: 180,
          unfoundedWarnAt: 1,
          unfoundedStopAt: 2,
          noticeStopDays: 30,
          removalsWarnAt: 1,
          removalsSuspendAt: 2,
          suspendDays: 14,
        },
      },
    });
    call = caller(t.app);
    categoryId = await insertCategory(t.db, { nl: 'Kleding', en: 'Clothes', priority: 1 });
    await upsertAdmin(t.db, 'moderator@kraam.example', PASSWORD, 'moderator');
    const login = await call('POST', API_PATHS.adminLogin, {
      email: 'moderator@kraam.example',
      password: PASSWORD,
    });
    token = adminLoginResponseSchema.parse(login.json()).data.token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('warns a reporter of manifestly unfounded notices, then takes no more notices from them', async () => {
    const reporter = 'querulant@example.nl';
    for (const round of [1, 2]) {
      const { adId } = await newAd(`verkoper-${round}@example.nl`);
      expect((await report('ad', adId, reporter)).statusCode).toBe(200);
      await smtp.take(reporter);
      await decide({
        ...base({ type: 'ad', id: adId }, await openNoticeIds(adId)),
        outcome: 'no_action',
        manifestlyUnfounded: true,
      });
      await smtp.take(reporter);
      await t.app.mailsSettled();
      const next = await smtp.take(reporter);
      expect(next.decoded).toContain(round === 1 ? 'Waarschuwing' : 'tijdelijk niet in behandeling');
    }
    const { adId } = await newAd('verkoper-3@example.nl');
    const refused = await report('ad', adId, reporter);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toMatch(/tot en met \d+ \w+ \d{4}/);
    // Someone else still reports.
    expect((await report('ad', adId, 'iemand-anders@example.nl')).statusCode).toBe(200);
  });

  it('refuses manifestly unfounded on a restriction or without notices', async () => {
    const { adId } = await newAd('verkoper-4@example.nl');
    const response = await call(
      'POST',
      API_PATHS.moderationDecisions,
      { ...base({ type: 'ad', id: adId }, []), manifestlyUnfounded: true },
      { token },
    );
    expect(Object.keys(json(response).errors ?? {})).toEqual(['manifestlyUnfounded']);
  });

  it('warns a seller after a removal and suspends the account automatically after the next', async () => {
    const seller = 'namaak@example.nl';
    const first = await newAd(seller);
    await decide(base({ type: 'ad', id: first.adId }, []));
    await smtp.take(seller);
    await t.app.mailsSettled();
    expect((await smtp.take(seller)).decoded).toContain('Waarschuwing');
    const secondAd = await insertAdRow(t.db, {
      booth_id: first.boothId,
      user_id: first.ownerId,
      category_id: categoryId,
    });
    await decide(base({ type: 'ad', id: secondAd }, []));
    await smtp.take(seller);
    await t.app.mailsSettled();
    expect((await smtp.take(seller)).decoded).toContain('geblokkeerd tot en met');
    const suspension = await t.db
      .selectFrom('moderation_decisions')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(first.ownerId))
      .executeTakeFirstOrThrow();
    expect(suspension).toMatchObject({
      decision_account: 'DECISION_ACCOUNT_SUSPENDED',
      moderator_user_id: null,
      moderator_email: 'automatisch / automatic',
    });
    expect(suspension.statement).toMatchObject({ automated_decision: 'AUTOMATED_DECISION_FULLY' });
    const login = await call(
      'POST',
      API_PATHS.login,
      { email: seller, password: PASSWORD },
      { ip: nextIp() },
    );
    expect(json(login).code).toBe('ACCOUNT_SUSPENDED');
  });
});
