// Notices (Digital Services Act, Art. 16) through POST /public/v2/Report/Insert: from guests and users,
// a receipt by mail at once, field errors in the request's language, one notice per person and target,
// limits per address and mailbox. On PGlite, and on PostgreSQL under `npm run test:postgres`.
import {
  API_PATHS,
  REPORTS_PER_ADDRESS_PER_HOUR,
  REPORTS_PER_EMAIL_PER_HOUR,
  reportInsertResponseSchema,
} from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import { caller, json } from '../../test/auth-helpers';
import type { CallOptions } from '../../test/auth-helpers';
import { insertCategory, insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const WEB = 'https://kraam.example';
const EXPLANATION = 'Deze fiets wordt ook elders aangeboden en de verkoper wil vooruitbetaling.';

describe('reporting content', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let call: ReturnType<typeof caller>;
  let sellerId: number;
  let boothId: number;
  let adId: number;
  let addressCount = 0;
  /** A client address of its own per test, so the per-address limit is met only where a test means it. */
  const freshIp = () => `10.20.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

  const report = (body: Record<string, unknown>, options: CallOptions = {}) =>
    call('POST', API_PATHS.reportInsert, body, { ip: freshIp(), ...options });
  const adReport = (overrides: Record<string, unknown> = {}) => ({
    targetType: 'ad',
    targetId: adId,
    category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
    explanation: EXPLANATION,
    name: 'Jan de Vries',
    email: 'jan@example.nl',
    goodFaith: true,
    ...overrides,
  });
  const noticesOf = (targetType: string, targetId: number) =>
    t.db
      .selectFrom('notices')
      .selectAll()
      .where('target_type', '=', targetType as 'ad')
      .where('target_id', '=', String(targetId))
      .execute();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicWebUrl: WEB } });
    call = caller(t.app);
    const categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    sellerId = await insertUser(t.db, { email: 'verkoper@example.nl', password: 'Verkoper-Wachtwoord-1' });
    boothId = await insertBoothRow(t.db, sellerId);
    adId = await insertAdRow(t.db, { booth_id: boothId, user_id: sellerId, category_id: categoryId });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('takes a guest’s notice about an ad, answers its case number and mails the receipt at once', async () => {
    const response = await report(adReport({ email: 'melder@example.nl' }), { lang: 'nl' });
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = reportInsertResponseSchema.parse(response.json());
    expect(data.caseNumber).toMatch(/^KR-\d{4}-\d{6}$/);
    expect(message).toContain('ontvangstbevestiging');
    const [notice] = await noticesOf('ad', adId);
    expect(notice).toMatchObject({
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      explanation: EXPLANATION,
      reporter_name: 'Jan de Vries',
      reporter_email: 'melder@example.nl',
      reporter_user_id: null,
      target_user_id: sellerId,
      status: 'open',
      lang: 'nl',
    });
    const mail = await smtp.take('melder@example.nl');
    expect(mail.decoded).toContain(data.caseNumber);
    expect(mail.decoded).toContain('Je melding is ontvangen');
    expect(mail.decoded).toContain(`${WEB}/ads/${adId}`);
  });

  it('takes notices about a booth and a user, in English', async () => {
    const booth = await report(adReport({ targetType: 'booth', targetId: boothId, email: 'b@example.com' }), {
      lang: 'en',
    });
    expect(booth.statusCode, booth.body).toBe(200);
    expect(json(booth).message).toContain('emailed you a receipt');
    expect((await smtp.take('b@example.com')).decoded).toContain('Your report has been received');
    const user = await report(adReport({ targetType: 'user', targetId: sellerId, email: 'u@example.com' }));
    expect(user.statusCode, user.body).toBe(200);
  });

  it('keeps one notice per person and target: the same report again answers the same case number', async () => {
    const body = adReport({ email: 'Twice+tag@Example.nl', category: 'STATEMENT_CATEGORY_VIOLENCE' });
    const answers = await Promise.all([report(body), report(body), report(body)]);
    const caseNumbers = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return reportInsertResponseSchema.parse(answer.json()).data.caseNumber;
    });
    expect(new Set(caseNumbers).size).toBe(1);
    const again = await report({ ...body, email: 'twice@example.nl' }, { lang: 'en' });
    expect(json(again)).toMatchObject({ data: { caseNumber: caseNumbers[0] } });
    expect(json(again).message).toContain('reported this already');
    const rows = (await noticesOf('ad', adId)).filter((row) => row.reporter_key === 'mail:twice@example.nl');
    expect(rows).toHaveLength(1);
  });

  it('fills in a signed-in reporter and counts them by account', async () => {
    const userId = await insertUser(t.db, { email: 'koper@example.nl', password: 'Koper-Wachtwoord-1' });
    const token = await t.app.auth.issueToken(userId);
    const first = await report(adReport({ email: 'koper@example.nl' }), { token });
    const second = await report(adReport({ email: 'ander@example.nl' }), { token });
    expect(json(second)).toMatchObject({ data: json(first).data });
    const rows = (await noticesOf('ad', adId)).filter((row) => row.reporter_user_id === userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reporter_key).toBe(`user:${userId}`);
  });

  it('takes a notice about a chat message from the other person in its conversation only', async () => {
    const buyerId = await insertUser(t.db, { email: 'chatter@example.nl', password: 'Chatter-Wachtwoord-1' });
    const strangerId = await insertUser(t.db, {
      email: 'vreemde@example.nl',
      password: 'Vreemde-Wachtwoord-1',
    });
    const conversation = await t.db
      .insertInto('conversations')
      .values({ kind: 'ad', ad_id: adId, created_by: buyerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('conversation_participants')
      .values([buyerId, sellerId].map((user_id) => ({ conversation_id: conversation.id, user_id })))
      .execute();
    const message = await t.db
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: sellerId, body: 'Betaal eerst via deze link' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = adReport({
      targetType: 'message',
      targetId: Number(message.id),
      email: 'chatter@example.nl',
    });
    const asBuyer = await report(body, { token: await t.app.auth.issueToken(buyerId) });
    expect(asBuyer.statusCode, asBuyer.body).toBe(200);
    const [notice] = await noticesOf('message', Number(message.id));
    expect(notice).toMatchObject({ target_user_id: sellerId, reporter_user_id: buyerId });
    // The writer, a stranger and a guest are told it does not exist.
    for (const token of [sellerId, strangerId].map((id) => t.app.auth.issueToken(id)))
      expect((await report(body, { token: await token })).statusCode).toBe(404);
    expect((await report(body)).statusCode).toBe(404);
  });

  it('lets a child-safety notice come without name or email, and mails nothing', async () => {
    // The earlier tests' receipts are sent in the background: all of them in before counting.
    await t.app.mailsSettled();
    const before = smtp.mails.length;
    const response = await report(
      adReport({ category: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS', name: '', email: '' }),
      { lang: 'nl' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).message).toBe('Bedankt, je melding is ontvangen.');
    await t.app.mailsSettled();
    expect(smtp.mails.length).toBe(before);
  });

  it('answers bad input with field errors in the request’s language and stores nothing', async () => {
    const before = (await noticesOf('ad', adId)).length;
    const response = await report(
      adReport({ explanation: 'te kort', name: '', email: 'geen-email', goodFaith: false, category: 'X' }),
      { lang: 'nl' },
    );
    expect(response.statusCode).toBe(400);
    const { errors } = json(response);
    expect(Object.keys(errors ?? {}).sort()).toEqual(['category', 'email', 'explanation', 'goodFaith']);
    expect(errors?.goodFaith?.[0]).toContain('te goeder trouw');
    const missing = await report(adReport({ name: '', email: '' }), { lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
    });
    for (const hostile of [
      adReport({ explanation: `${EXPLANATION}\u0000` }),
      adReport({ targetId: 2 ** 53 }),
      adReport({ targetId: -1 }),
      adReport({ targetType: 'conversation' }),
      adReport({ explanation: 'x'.repeat(2001) }),
    ])
      expect((await report(hostile)).statusCode).toBe(400);
    expect(await noticesOf('ad', adId)).toHaveLength(before);
  });

  it('answers 404 for what does not exist or cannot be seen, whatever the id', async () => {
    for (const target of [
      { targetType: 'ad', targetId: 999_999 },
      { targetType: 'ad', targetId: 2 ** 31 },
      { targetType: 'booth', targetId: 2 ** 40 },
      { targetType: 'user', targetId: 2 ** 31 - 1 },
      // A chat message only its conversation's people can see; a guest never.
      { targetType: 'message', targetId: 1 },
      { targetType: 'message', targetId: 2 ** 50 },
    ])
      expect((await report(adReport(target))).statusCode, JSON.stringify(target)).toBe(404);
  });

  it('refuses a token that is not valid before it reads the body', async () => {
    const response = await report({ nonsense: true }, { token: 'not-a-token' });
    expect(response.statusCode).toBe(401);
  });

  it(`limits a mailbox to ${REPORTS_PER_EMAIL_PER_HOUR} and an address to ${REPORTS_PER_ADDRESS_PER_HOUR} notices an hour`, async () => {
    const statuses: number[] = [];
    // Sub-addresses are one mailbox.
    for (let i = 0; i <= REPORTS_PER_EMAIL_PER_HOUR; i++)
      statuses.push((await report(adReport({ email: `limit+${i}@example.nl` }))).statusCode);
    expect(statuses).toEqual([...Array<number>(REPORTS_PER_EMAIL_PER_HOUR).fill(200), 429]);
    const limited = await report(adReport({ email: 'limit@example.nl' }), { lang: 'nl' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(json(limited).message).toContain('Probeer het over een uur opnieuw');

    const ip = '10.99.0.1';
    const fromOneAddress: number[] = [];
    for (let i = 0; i <= REPORTS_PER_ADDRESS_PER_HOUR; i++)
      fromOneAddress.push((await report(adReport({ email: `a${i}@example.org` }), { ip })).statusCode);
    expect(fromOneAddress.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(fromOneAddress.at(-1)).toBe(429);
  });
});
