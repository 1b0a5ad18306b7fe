// Moderation through the API: the staff gate, the queue, decisions in the Transparency Database's fields
// with their required-if rules, their effects (410, out of every list, demotion, suspension), the
// statements and mails, and appeals resolved by another moderator that restore everything as it was.
// On PGlite, and on PostgreSQL under `npm run test:postgres`.
import {
  API_PATHS,
  adminLoginResponseSchema,
  appealResolveResponseSchema,
  decisionInsertResponseSchema,
  errorResponseSchema,
  messageInsertResponseSchema,
  moderationCountsResponseSchema,
  moderationExportResponseSchema,
  notificationListResponseSchema,
  reportGetResponseSchema,
  reportInsertResponseSchema,
  reportListResponseSchema,
  reviewListResponseSchema,
  staffMeResponseSchema,
  statementListResponseSchema,
  transparencyStatementSchema,
  withId,
} from '@kraam/shared';
import type { DecisionInsertBody } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../auth/admin-accounts';
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import { caller, json, loginToken } from '../../test/auth-helpers';
import { insertCategory, insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const WEB = 'https://kraam.example';
const PASSWORD = 'Moderatie-Wachtwoord-1';
const TODAY = new Date().toISOString().slice(0, 10);
const DAY = 86_400_000;

describe('moderation', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let call: ReturnType<typeof caller>;
  let categoryId: number;
  let sellerId: number;
  let boothId: number;
  let ip = 0;
  const nextIp = () => `203.0.113.${(ip += 1) % 250}`;

  const staffToken = async (email: string): Promise<string> => {
    const response = await call(
      'POST',
      API_PATHS.adminLogin,
      { email, password: PASSWORD },
      { ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(200);
    return adminLoginResponseSchema.parse(response.json()).data.token;
  };
  const report = async (targetType: string, targetId: number, email: string) => {
    const response = await call(
      'POST',
      API_PATHS.reportInsert,
      {
        targetType,
        targetId,
        category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
        explanation: 'De verkoper vraagt vooruitbetaling en de foto komt van een andere site.',
        name: 'Melder',
        email,
        goodFaith: true,
      },
      { ip: nextIp(), lang: 'nl' },
    );
    expect(response.statusCode, response.body).toBe(200);
    await smtp.take(email);
    return reportInsertResponseSchema.parse(response.json()).data.caseNumber;
  };
  const openGroups = async (token: string) => {
    const response = await call('GET', `${API_PATHS.moderationReports}?status=open`, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return reportListResponseSchema.parse(response.json()).data;
  };
  const removal = (adId: number, reportIds: number[]): DecisionInsertBody => ({
    reportIds,
    target: { type: 'ad', id: adId },
    outcome: 'restriction',
    decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
    decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
    illegal_content_legal_ground: 'Artikel 326 Wetboek van Strafrecht (oplichting)',
    illegal_content_explanation: 'De advertentie vraagt vooruitbetaling voor een fiets die niet bestaat.',
    category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
    decision_facts: 'Drie melders; de foto staat ook op een andere site onder een andere naam.',
    content_type: ['CONTENT_TYPE_PRODUCT', 'CONTENT_TYPE_TEXT'],
    application_date: TODAY,
    source_type: 'SOURCE_ARTICLE_16',
  });
  const decide = (token: string, body: unknown, lang: 'nl' | 'en' = 'en') =>
    call('POST', API_PATHS.moderationDecisions, body, { token, lang });
  const newAd = (title: string) =>
    insertAdRow(t.db, { booth_id: boothId, user_id: sellerId, category_id: categoryId, title });
  const adPage = (adId: number, lang: 'nl' | 'en' = 'en') =>
    call('GET', `${API_PATHS.adDetail}?id=${adId}`, undefined, { lang });
  const feedIds = async (sort: string) => {
    const response = await call('GET', `${API_PATHS.homeFeed}?sort=${sort}&limit=50`);
    expect(response.statusCode, response.body).toBe(200);
    return (json(response).data as { id: number }[]).map((ad) => ad.id);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicWebUrl: WEB } });
    call = caller(t.app);
    categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    sellerId = await insertUser(t.db, {
      email: 'verkoper@example.nl',
      password: PASSWORD,
      firstName: 'Sanne',
    });
    boothId = await insertBoothRow(t.db, sellerId);
    await upsertAdmin(t.db, 'mod-a@kraam.example', PASSWORD, 'moderator');
    await upsertAdmin(t.db, 'mod-b@kraam.example', PASSWORD, 'moderator');
    await upsertAdmin(t.db, 'admin@kraam.example', PASSWORD, 'admin');
    await insertUser(t.db, { email: 'gebruiker@example.nl', password: PASSWORD });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lets moderators into moderation only; users and guests stay out of it', async () => {
    const moderator = await staffToken('mod-a@kraam.example');
    const me = await call('GET', API_PATHS.adminMe, undefined, { token: moderator });
    expect(staffMeResponseSchema.parse(me.json()).data).toMatchObject({ role: 'moderator' });
    expect((await call('GET', API_PATHS.moderationReports, undefined, { token: moderator })).statusCode).toBe(
      200,
    );
    expect((await call('GET', API_PATHS.adminCacheStats, undefined, { token: moderator })).statusCode).toBe(
      403,
    );
    expect((await call('GET', API_PATHS.adminAudit, undefined, { token: moderator })).statusCode).toBe(403);
    const admin = await staffToken('admin@kraam.example');
    expect((await call('GET', API_PATHS.moderationReports, undefined, { token: admin })).statusCode).toBe(
      200,
    );
    const user = await loginToken(t.app, 'gebruiker@example.nl', PASSWORD);
    const asUser = await call('POST', API_PATHS.moderationDecisions, { junk: true }, { token: user });
    expect(asUser.statusCode).toBe(403);
    // Authenticated before validated: a guest's junk body is 401, not 400.
    expect((await call('POST', API_PATHS.moderationDecisions, { junk: true })).statusCode).toBe(401);
  });

  it('groups open notices by target, oldest first, and finds a notice’s group', async () => {
    const token = await staffToken('mod-a@kraam.example');
    const first = await newAd('Eerste gemelde fiets');
    const second = await newAd('Tweede gemelde fiets');
    await report('ad', first, 'een@example.nl');
    await report('ad', second, 'twee@example.nl');
    await report('ad', first, 'drie@example.nl');
    const groups = (await openGroups(token)).filter((g) => [first, second].includes(g.target.id));
    expect(groups.map((g) => g.target.id)).toEqual([first, second]);
    expect(groups[0]?.notices.map((n) => n.reporterEmail)).toEqual(['een@example.nl', 'drie@example.nl']);
    expect(groups[0]?.target).toMatchObject({
      title: 'Eerste gemelde fiets',
      path: `/ads/${first}`,
      state: 'live',
    });
    const noticeId = groups[1]?.notices[0]?.id ?? 0;
    const one = await call('GET', withId(API_PATHS.moderationReport, noticeId), undefined, { token });
    expect(reportGetResponseSchema.parse(one.json()).data.target.id).toBe(second);
    const beyond = await call('GET', withId(API_PATHS.moderationReport, 2 ** 40), undefined, { token });
    expect(beyond.statusCode).toBe(400);
    const forged = await call('GET', `${API_PATHS.moderationReports}?cursor=eyJ4IjoxfQ`, undefined, {
      token,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a decision that misses a required-if field, naming the field in the request’s language', async () => {
    const token = await staffToken('mod-a@kraam.example');
    const adId = await newAd('Fiets zonder grondslag');
    const {
      illegal_content_legal_ground: _ground,
      illegal_content_explanation: _why,
      ...partial
    } = removal(adId, []);
    const missing = await decide(token, { ...partial, source_type: 'SOURCE_VOLUNTARY' }, 'nl');
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual({
      illegal_content_legal_ground: ['Dit veld is verplicht.'],
      illegal_content_explanation: ['Dit veld is verplicht.'],
    });
    const vague = await decide(token, {
      ...removal(adId, []),
      source_type: 'SOURCE_VOLUNTARY',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      incompatible_content_ground: 'community standards',
      incompatible_content_explanation: 'Not allowed.',
    });
    expect(json(vague).errors?.incompatible_content_ground?.[0]).toContain('article');
    const noEnd = await decide(token, {
      ...removal(adId, []),
      source_type: 'SOURCE_VOLUNTARY',
      decision_account: 'DECISION_ACCOUNT_SUSPENDED',
    });
    expect(Object.keys(json(noEnd).errors ?? {})).toEqual(['end_date']);
    const noticeSource = await decide(token, removal(adId, []));
    expect(Object.keys(json(noticeSource).errors ?? {})).toEqual(['source_type']);
    expect((await adPage(adId)).statusCode).toBe(200);
  });

  it('removes a reported ad everywhere with a statement to the seller and the outcome to the reporter', async () => {
    const token = await staffToken('mod-a@kraam.example');
    const adId = await newAd('Gestolen racefiets');
    const fan = await loginToken(t.app, 'gebruiker@example.nl', PASSWORD);
    const liked = await call(
      'POST',
      API_PATHS.adLike,
      { advertisementId: adId, liked: true },
      { token: fan },
    );
    expect(liked.statusCode, liked.body).toBe(200);
    const caseNumber = await report('ad', adId, 'oplettend@example.nl');
    expect(await feedIds('newest')).toContain(adId);
    const group = (await openGroups(token)).find((g) => g.target.id === adId);
    const reportIds = group?.notices.map((n) => n.id) ?? [];
    const response = await decide(token, removal(adId, reportIds));
    expect(response.statusCode, response.body).toBe(200);
    const decision = decisionInsertResponseSchema.parse(response.json()).data;
    expect(decision).toMatchObject({ outcome: 'restriction', moderatorEmail: 'mod-a@kraam.example' });

    const gone = await adPage(adId, 'nl');
    expect(gone.statusCode).toBe(410);
    expect(errorResponseSchema.parse(gone.json())).toMatchObject({ code: 'GONE' });
    expect(json(gone).message).toContain('moderatie');
    expect(await feedIds('newest')).not.toContain(adId);
    const search = await call('GET', `${API_PATHS.adSearch}?search=racefiets`);
    expect((json(search).data as { id: number }[]).map((ad) => ad.id)).not.toContain(adId);

    const statement = await smtp.take('verkoper@example.nl');
    expect(statement.decoded).toContain('Gestolen racefiets');
    expect(statement.decoded).toContain('Artikel 326 Wetboek van Strafrecht');
    expect(statement.decoded).toContain(`${WEB}/statement?decision=${decision.id}&appeal=`);
    const outcome = await smtp.take('oplettend@example.nl');
    expect(outcome.decoded).toContain(caseNumber);
    expect(outcome.decoded).toContain('maatregelen genomen');
    await t.app.adEvents.settled();
    const told = await call('GET', API_PATHS.notifications, undefined, { token: fan });
    expect(json(told).data).toMatchObject([{ kind: 'favouriteRemoved', subject: { advertisementId: adId } }]);
    const sellerSession = await loginToken(t.app, 'verkoper@example.nl', PASSWORD);
    const sellerTold = await call('GET', API_PATHS.notifications, undefined, { token: sellerSession });
    expect(json(sellerTold).data).toMatchObject([
      { kind: 'moderationDecision', subject: { advertisementId: adId, title: 'Gestolen racefiets' } },
    ]);

    const again = await decide(token, removal(adId, reportIds));
    expect(again.statusCode).toBe(409);
    const admin = await staffToken('admin@kraam.example');
    const audit = await call('GET', API_PATHS.adminAudit, undefined, { token: admin });
    expect(JSON.stringify(json(audit).data)).toContain('moderationDecision');
    // The owner cannot put it back online themselves.
    const seller = await loginToken(t.app, 'verkoper@example.nl', PASSWORD);
    const renew = await call(
      'POST',
      API_PATHS.adMultiEdit,
      { advertisementIds: [adId], action: 'renew' },
      { token: seller },
    );
    expect(renew.statusCode).toBe(404);
  });

  it('takes one appeal per person, lets only another moderator resolve it, and a reversal restores the ad', async () => {
    const decider = await staffToken('mod-a@kraam.example');
    const other = await staffToken('mod-b@kraam.example');
    const adId = await newAd('Fiets met bezwaar');
    const fan = await insertUser(t.db, { email: 'fan@example.nl', password: PASSWORD });
    await t.db.insertInto('wish_list').values({ user_id: fan, ad_id: adId }).execute();
    await report('ad', adId, 'melder2@example.nl');
    const group = (await openGroups(decider)).find((g) => g.target.id === adId);
    const before = await t.db
      .selectFrom('ads')
      .select('valid_until')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    const decided = await decide(decider, removal(adId, group?.notices.map((n) => n.id) ?? []));
    const decisionId = decisionInsertResponseSchema.parse(decided.json()).data.id;
    await smtp.take('verkoper@example.nl');
    await smtp.take('melder2@example.nl');
    // The seller's second removal: the misuse rules warn them (by default at two).
    await t.app.mailsSettled();
    expect((await smtp.take('verkoper@example.nl')).decoded).toContain('Waarschuwing');
    // A day passes while it is down: the reversal gives that day back.
    await t.db
      .updateTable('ads')
      .set({ removed_at: new Date(Date.now() - DAY) })
      .where('id', '=', adId)
      .execute();

    const seller = await loginToken(t.app, 'verkoper@example.nl', PASSWORD);
    const statements = await call('GET', API_PATHS.statements, undefined, { token: seller });
    const mine = statementListResponseSchema.parse(statements.json()).data.find((s) => s.id === decisionId);
    expect(mine).toMatchObject({ role: 'affected', targetTitle: 'Fiets met bezwaar', appeal: null });
    expect(mine?.appealUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const stranger = await loginToken(t.app, 'gebruiker@example.nl', PASSWORD);
    // Saved while the ad is down: its return is news to this search.
    const saved = await call(
      'POST',
      API_PATHS.savedSearchInsert,
      { query: 'search=bezwaar' },
      { token: stranger },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const appealText = 'De fiets is van mij, hier is de aankoopbon van de winkel uit Utrecht.';
    expect(
      (await call('POST', API_PATHS.appealInsert, { decisionId, text: appealText }, { token: stranger }))
        .statusCode,
    ).toBe(403);
    const appealed = await call(
      'POST',
      API_PATHS.appealInsert,
      { decisionId, text: appealText },
      { token: seller },
    );
    expect(appealed.statusCode, appealed.body).toBe(200);
    const appealId = (json(appealed).data as { appealId: number }).appealId;
    expect(
      (await call('POST', API_PATHS.appealInsert, { decisionId, text: appealText }, { token: seller }))
        .statusCode,
    ).toBe(409);

    const resolveUrl = withId(API_PATHS.moderationAppealResolve, appealId);
    const body = { outcome: 'reversed', explanation: 'De aankoopbon toont dat de fiets van de verkoper is.' };
    const own = await call('POST', resolveUrl, body, { token: decider, lang: 'en' });
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toContain('Another moderator');
    const resolved = await call('POST', resolveUrl, body, { token: other });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(appealResolveResponseSchema.parse(resolved.json()).data.status).toBe('reversed');

    expect((await adPage(adId)).statusCode).toBe(200);
    await t.app.adEvents.settled();
    const told = await call('GET', API_PATHS.notifications, undefined, { token: stranger });
    const alerts = notificationListResponseSchema.parse(told.json()).data;
    expect(alerts.map((n) => [n.kind, n.subject.advertisementId])).toContainEqual(['savedSearchMatch', adId]);
    const after = await t.db
      .selectFrom('ads')
      .select(['status', 'valid_until', 'removed_decision_id'])
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('published');
    expect(after.removed_decision_id).toBeNull();
    const gained = (after.valid_until?.getTime() ?? 0) - (before.valid_until?.getTime() ?? 0);
    expect(gained).toBeGreaterThan(DAY - 60_000);
    expect(gained).toBeLessThan(DAY + 60_000);
    const favourite = await t.db.selectFrom('wish_list').select('ad_id').where('user_id', '=', fan).execute();
    expect(favourite).toEqual([{ ad_id: adId }]);
    expect((await smtp.take('verkoper@example.nl')).decoded).toContain('teruggedraaid');
    expect((await smtp.take('melder2@example.nl')).decoded).toContain('teruggedraaid');
    const sellerTold = await call('GET', API_PATHS.notifications, undefined, { token: seller });
    const sellerAlerts = notificationListResponseSchema.parse(sellerTold.json()).data;
    expect(sellerAlerts.map((n) => [n.kind, n.subject.advertisementId])).toEqual(
      expect.arrayContaining([
        ['appealOutcome', adId],
        ['moderationDecision', adId],
      ]),
    );
    expect(sellerAlerts.filter((n) => n.kind === 'appealOutcome')).toHaveLength(1);
    expect((await call('POST', resolveUrl, body, { token: other })).statusCode).toBe(409);
  });

  it('demotes an ad out of trending and the promoted strip while it stays online', async () => {
    const token = await staffToken('mod-b@kraam.example');
    const adId = await newAd('Opvallende fiets');
    await t.db
      .updateTable('ads')
      .set({ trending_score: 1e9, promoted_until: new Date(Date.now() + DAY) })
      .where('id', '=', adId)
      .execute();
    expect(await feedIds('trending')).toContain(adId);
    const response = await decide(token, {
      ...removal(adId, []),
      source_type: 'SOURCE_VOLUNTARY',
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DEMOTED'],
    });
    expect(response.statusCode, response.body).toBe(200);
    await smtp.take('verkoper@example.nl');
    expect(await feedIds('trending')).not.toContain(adId);
    const promoted = await call('GET', `${API_PATHS.homeFeed}?sort=newest&promoted=true`);
    expect((json(promoted).data as { id: number }[]).map((ad) => ad.id)).not.toContain(adId);
    expect(await feedIds('newest')).toContain(adId);
    expect((await adPage(adId)).statusCode).toBe(200);
  });

  it('suspends an account: its sessions end and the login form says until when and why', async () => {
    const token = await staffToken('mod-b@kraam.example');
    const userId = await insertUser(t.db, { email: 'oplichter@example.nl', password: PASSWORD });
    const session = await loginToken(t.app, 'oplichter@example.nl', PASSWORD);
    const response = await decide(token, {
      ...removal(userId, []),
      target: { type: 'user', id: userId },
      source_type: 'SOURCE_VOLUNTARY',
      decision_visibility: [],
      decision_account: 'DECISION_ACCOUNT_SUSPENDED',
      end_date: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', API_PATHS.userGet, undefined, { token: session })).statusCode).toBe(401);
    const login = await call(
      'POST',
      API_PATHS.login,
      { email: 'oplichter@example.nl', password: PASSWORD },
      { lang: 'nl', ip: nextIp() },
    );
    expect(login.statusCode).toBe(403);
    expect(json(login)).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(json(login).message).toMatch(/geblokkeerd tot en met \d+ \w+ \d{4} wegens: oplichting of fraude/);
    const statement = await smtp.take('oplichter@example.nl');
    expect(statement.decoded).toContain('geblokkeerd');

    // Locked out, they still read the decision and appeal through the mail's signed link (Art. 20).
    const link = new URL(/https:\/\/kraam\.example\/statement\?[^\s"<]+/.exec(statement.decoded)?.[0] ?? '');
    const decision = Number(link.searchParams.get('decision'));
    const linkToken = link.searchParams.get('appeal') ?? '';
    const read = await call('GET', `${API_PATHS.statementByLink}?decision=${decision}&token=${linkToken}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read).data).toMatchObject({
      role: 'affected',
      decision_account: 'DECISION_ACCOUNT_SUSPENDED',
    });
    const forged = `${userId}.${'A'.repeat(43)}`;
    expect(
      (await call('GET', `${API_PATHS.statementByLink}?decision=${decision}&token=${forged}`)).statusCode,
    ).toBe(404);
    const otherDecision = await call(
      'GET',
      `${API_PATHS.statementByLink}?decision=${decision + 1}&token=${linkToken}`,
    );
    expect(otherDecision.statusCode).toBe(404);
    const text = 'Ik heb niemand opgelicht; de koper heeft het pakket gewoon ontvangen.';
    const appealed = await call('POST', API_PATHS.appealInsertByLink, {
      decisionId: decision,
      token: linkToken,
      text,
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    expect(
      (await call('POST', API_PATHS.appealInsertByLink, { decisionId: decision, token: forged, text }))
        .statusCode,
    ).toBe(404);
  });

  it('removes a reported chat message from its conversation and the conversation list', async () => {
    const token = await staffToken('mod-b@kraam.example');
    const adId = await newAd('Fiets met een vervelende koper');
    await insertUser(t.db, { email: 'koper@example.nl', password: PASSWORD });
    const buyer = await loginToken(t.app, 'koper@example.nl', PASSWORD);
    const seller = await loginToken(t.app, 'verkoper@example.nl', PASSWORD);
    const sent = await call(
      'POST',
      API_PATHS.conversationInsert,
      { advertisementId: adId, message: 'Betaal eerst via deze link, anders koop ik hem niet.' },
      { token: buyer },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversationId, message } = messageInsertResponseSchema.parse(sent.json()).data;
    const messageId = message.id;
    const removed = await decide(token, {
      ...removal(messageId, []),
      target: { type: 'message', id: messageId },
      source_type: 'SOURCE_VOLUNTARY',
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await smtp.take('koper@example.nl');
    const messages = await call(
      'GET',
      `${API_PATHS.conversationMessages}?conversationId=${conversationId}`,
      undefined,
      { token: seller },
    );
    expect((json(messages).data as { id: number }[]).map((m) => m.id)).not.toContain(messageId);
    const list = await call('GET', API_PATHS.conversations, undefined, { token: seller });
    const summary = (
      json(list).data as { id: number; lastMessage: { id: number } | null; unreadCount: number }[]
    ).find((c) => c.id === conversationId);
    expect(summary?.lastMessage?.id).not.toBe(messageId);
    expect(summary?.unreadCount).toBe(0);
  });

  it('takes a reported review off the booth and out of the rating; a reversal brings it back', async () => {
    const decider = await staffToken('mod-a@kraam.example');
    const other = await staffToken('mod-b@kraam.example');
    const adId = await newAd('Fiets met een ervaring');
    await insertUser(t.db, { email: 'beoordelaar@example.nl', password: PASSWORD, firstName: 'Kees' });
    const buyer = await loginToken(t.app, 'beoordelaar@example.nl', PASSWORD);
    const seller = await loginToken(t.app, 'verkoper@example.nl', PASSWORD);
    const sent = await call(
      'POST',
      API_PATHS.conversationInsert,
      { advertisementId: adId, message: 'Ik kom hem vanavond halen.' },
      { token: buyer },
    );
    const { conversationId } = messageInsertResponseSchema.parse(sent.json()).data;
    expect(
      (await call('POST', API_PATHS.reviewMarkSold, { conversationId }, { token: seller })).statusCode,
    ).toBe(200);
    const write = async (token: string, rating: number, text: string) => {
      const response = await call(
        'POST',
        API_PATHS.reviewInsert,
        { conversationId, rating, tags: [], text },
        { token },
      );
      expect(response.statusCode, response.body).toBe(200);
      return (json(response).data as { id: number }).id;
    };
    const reviewId = await write(
      buyer,
      1,
      'Oplichter, zijn adres is Dorpsstraat 4 en zijn nummer 0612345678.',
    );
    const reportBody = {
      targetType: 'review',
      targetId: reviewId,
      category: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
      explanation: 'Deze ervaring zet mijn adres en telefoonnummer online.',
      name: 'Sanne',
      email: 'verkoper@example.nl',
      goodFaith: true,
    };
    // Blind until the other side wrote: nothing anyone else can see, so nothing to report.
    const blind = await call('POST', API_PATHS.reportInsert, reportBody, { ip: nextIp() });
    expect(blind.statusCode).toBe(404);
    await write(seller, 5, 'Vlot opgehaald.');
    const booth = async () => {
      const response = await call('GET', `${API_PATHS.publicBoothGet}?id=${boothId}`);
      expect(response.statusCode, response.body).toBe(200);
      return json(response).data as { rating: { count: number } };
    };
    const shown = async () => {
      const response = await call('GET', `${API_PATHS.reviews}?boothId=${boothId}`);
      return reviewListResponseSchema.parse(response.json()).data.reviews.map((review) => review.id);
    };
    const countBefore = (await booth()).rating.count;
    expect(await shown()).toContain(reviewId);
    await report('review', reviewId, 'verkoper@example.nl');

    const group = (await openGroups(decider)).find((g) => g.target.type === 'review');
    expect(group?.target.title).toMatch(/^★☆☆☆☆ Oplichter/);
    expect(group?.target).toMatchObject({
      id: reviewId,
      path: `/booth/${boothId}`,
      ownerName: 'Kees User',
      state: 'live',
    });
    const decided = await decide(decider, {
      ...removal(reviewId, group?.notices.map((n) => n.id) ?? []),
      target: { type: 'review', id: reviewId },
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      incompatible_content_ground: 'Artikel 6.2 van onze voorwaarden: geen persoonsgegevens van anderen',
      incompatible_content_explanation: 'De ervaring noemt het adres en het telefoonnummer van de verkoper.',
      category: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
      content_type: ['CONTENT_TYPE_TEXT'],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const decisionId = decisionInsertResponseSchema.parse(decided.json()).data.id;
    expect((await smtp.take('beoordelaar@example.nl')).decoded).toContain('We hebben je ervaring verwijderd');
    await smtp.take('verkoper@example.nl');
    expect(await shown()).not.toContain(reviewId);
    expect((await booth()).rating.count).toBe(countBefore - 1);
    const again = await call('POST', API_PATHS.reportInsert, reportBody, { ip: nextIp() });
    expect(again.statusCode).toBe(404);

    const appealed = await call(
      'POST',
      API_PATHS.appealInsert,
      { decisionId, text: 'Dat adres is dat van de winkel, het staat ook op zijn eigen kraam.' },
      { token: buyer },
    );
    expect(appealed.statusCode, appealed.body).toBe(200);
    const appealId = (json(appealed).data as { appealId: number }).appealId;
    const resolved = await call(
      'POST',
      withId(API_PATHS.moderationAppealResolve, appealId),
      { outcome: 'reversed', explanation: 'Het adres is het openbare winkeladres van de kraam.' },
      { token: other },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await shown()).toContain(reviewId);
    expect((await booth()).rating.count).toBe(countBefore);
  });

  it('removes a booth and every ad in it; visibility that does not fit the target is refused', async () => {
    const token = await staffToken('mod-a@kraam.example');
    const ownerId = await insertUser(t.db, { email: 'kraamhouder@example.nl', password: PASSWORD });
    const otherBooth = await insertBoothRow(t.db, ownerId, 'Nepkraam');
    const adId = await insertAdRow(t.db, { booth_id: otherBooth, user_id: ownerId, category_id: categoryId });
    const demoteBooth = await decide(token, {
      ...removal(otherBooth, []),
      target: { type: 'booth', id: otherBooth },
      source_type: 'SOURCE_VOLUNTARY',
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DEMOTED'],
    });
    expect(demoteBooth.statusCode).toBe(400);
    expect(Object.keys(json(demoteBooth).errors ?? {})).toEqual(['decision_visibility']);
    const removed = await decide(token, {
      ...removal(otherBooth, []),
      target: { type: 'booth', id: otherBooth },
      source_type: 'SOURCE_VOLUNTARY',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await smtp.take('kraamhouder@example.nl');
    expect((await call('GET', `${API_PATHS.publicBoothGet}?id=${otherBooth}`)).statusCode).toBe(410);
    expect((await adPage(adId)).statusCode).toBe(410);
  });

  it('exports every restriction as a valid Transparency Database statement, and counts the year', async () => {
    const token = await staffToken('mod-a@kraam.example');
    const exported = await call('GET', `${API_PATHS.moderationExport}?from=${TODAY}&to=${TODAY}`, undefined, {
      token,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const { statements } = moderationExportResponseSchema.parse(exported.json());
    // Removals (a review's among them), a demotion, a suspension and a booth removal were decided above;
    // 'no action' is none.
    expect(statements.length).toBeGreaterThanOrEqual(6);
    expect(statements.map((statement) => statement.puid)).toContainEqual(
      expect.stringMatching(/^kraam-review-\d+-decision-\d+$/),
    );
    for (const statement of statements) {
      const checked = transparencyStatementSchema.safeParse(statement);
      expect(checked.error?.issues ?? [], statement.puid).toEqual([]);
    }
    // The seller's booth is private unless it declared itself a trader.
    expect(statements.filter((s) => s.puid.includes(`-ad-`)).map((s) => s.account_type)).toContain(
      'ACCOUNT_TYPE_PRIVATE',
    );
    const suspension = statements.find((s) => s.decision_account === 'DECISION_ACCOUNT_SUSPENDED');
    expect(suspension?.end_date_account_restriction).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(suspension?.end_date_visibility_restriction).toBeNull();
    const backwards = await call(
      'GET',
      `${API_PATHS.moderationExport}?from=2026-02-01&to=2026-01-01`,
      undefined,
      {
        token,
      },
    );
    expect(Object.keys(json(backwards).errors ?? {})).toEqual(['to']);
    // Days that do not exist are field errors, not a failing cast (the fuzzer found 9795-06-59).
    for (const to of ['2026-02-30', '9795-06-59']) {
      const impossible = await call(
        'GET',
        `${API_PATHS.moderationExport}?from=2026-01-01&to=${to}`,
        undefined,
        {
          token,
        },
      );
      expect(impossible.statusCode, to).toBe(400);
    }

    const counts = await call('GET', `${API_PATHS.moderationCounts}?year=${TODAY.slice(0, 4)}`, undefined, {
      token,
    });
    const figures = moderationCountsResponseSchema.parse(counts.json()).data;
    expect(figures.noticesByCategory.STATEMENT_CATEGORY_SCAMS_AND_FRAUD).toBeGreaterThanOrEqual(5);
    expect(figures.decisions.removed).toBeGreaterThanOrEqual(3);
    expect(figures.decisions).toMatchObject({ demoted: 1, suspended: 1 });
    expect(figures).toMatchObject({ appeals: 3, reversals: 2 });
    expect(figures.medianHoursToDecision).not.toBeNull();
  });
});
