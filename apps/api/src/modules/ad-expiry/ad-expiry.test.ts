// Expiry reminders and one-click renewal: an ad three days from expiry gets its reminder once (centre and
// mail), the mail's link shows what it would do without changing anything, renews the same ad once for 21
// days and then says it was used; an expired ad relists for 14 days; forged, foreign and sold links fail.
import { API_PATHS, FREE_AD_DAYS, adRenewalResponseSchema, errorResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import { insertCategory, insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { remindExpiringAds } from './expiry-reminders';
import { renewalToken } from './renewal-token';

const WEB = 'https://kraam.test';
const DAY_MS = 86_400_000;

describe('expiry reminders and one-click renewal', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let owner: { id: number; email: string; booth: number };
  let category: number;

  const adExpiringIn = (days: number, title = 'Kinderfiets 20 inch') =>
    insertAdRow(t.db, {
      booth_id: owner.booth,
      user_id: owner.id,
      category_id: category,
      title,
      valid_until: new Date(Date.now() + days * DAY_MS),
    });
  const validUntilOf = async (id: number) =>
    (await t.db.selectFrom('ads').select('valid_until').where('id', '=', id).executeTakeFirstOrThrow())
      .valid_until as Date;
  const linkTokenOf = (text: string): string => {
    const link = /https:\/\/kraam\.test\/ads\/renew\?token=([^\s"<]+)/.exec(text)?.[1];
    if (!link) throw new Error('no renewal link in the mail');
    return decodeURIComponent(link);
  };
  const describeLink = (token: string) =>
    t.app.inject({ method: 'GET', url: `${API_PATHS.adRenewal}?token=${encodeURIComponent(token)}` });
  const press = (token: string, lang = 'nl') =>
    t.app.inject({
      method: 'POST',
      url: `${API_PATHS.adRenewal}?lang=${lang}`,
      payload: { token },
    });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicWebUrl: WEB } });
    const email = 'verkoper@example.com';
    const id = await insertUser(t.db, { email, password: 'Verkoper-Wachtwoord-1' });
    owner = { id, email, booth: await insertBoothRow(t.db, id) };
    category = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('reminds the owner once, in the centre and by mail, three days before expiry and not earlier', async () => {
    const soon = await adExpiringIn(2);
    await adExpiringIn(10, 'Nog lang geldig');
    expect(await remindExpiringAds(t.app, t.config)).toBe(1);
    const mail = await smtp.take(owner.email);
    expect(mail.decoded).toContain('Je advertentie „Kinderfiets 20 inch” verloopt bijna');
    expect(mail.decoded).not.toContain('Nog lang geldig');
    const notifications = await t.db
      .selectFrom('notifications')
      .select(['kind', 'subject'])
      .where('user_id', '=', owner.id)
      .execute();
    expect(notifications).toEqual([
      { kind: 'adExpiring', subject: expect.objectContaining({ advertisementId: soon }) as unknown },
    ]);

    expect(await remindExpiringAds(t.app, t.config)).toBe(0);
    await expect(smtp.take(owner.email, 300)).rejects.toThrow();
  });

  it('describes the link without changing anything, renews once for 21 days, then says it was used', async () => {
    const id = await adExpiringIn(1, 'Tuinset');
    await remindExpiringAds(t.app, t.config);
    const token = linkTokenOf((await smtp.take(owner.email)).decoded);
    const before = await validUntilOf(id);

    const described = adRenewalResponseSchema.parse((await describeLink(token)).json()).data;
    expect(described).toEqual({
      advertisementId: id,
      title: 'Tuinset',
      validUntil: before.toISOString(),
      state: 'renewable',
    });
    expect(await validUntilOf(id)).toEqual(before);

    const renewed = await press(token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const answer = adRenewalResponseSchema.parse(renewed.json());
    expect(answer.data).toMatchObject({ advertisementId: id, state: 'renewed' });
    expect(answer.message).toContain('21 dagen');
    const after = await validUntilOf(id);
    expect(after.getTime() - Date.now()).toBeGreaterThan((FREE_AD_DAYS - 1) * DAY_MS);

    const again = await press(token, 'en');
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).message).toBe(
      'This link has been used already: the ad was renewed.',
    );
    expect(adRenewalResponseSchema.parse((await describeLink(token)).json()).data.state).toBe('used');
    expect(await validUntilOf(id)).toEqual(after);
  });

  it('relists an ad expired up to 14 days ago, and not later', async () => {
    const recent = await adExpiringIn(-5, 'Verlopen bank');
    const recentToken = renewalToken(t.config.jwtSecret, recent, await validUntilOf(recent));
    expect((await press(recentToken)).statusCode).toBe(200);
    expect((await validUntilOf(recent)).getTime()).toBeGreaterThan(Date.now());

    const old = await adExpiringIn(-15, 'Oude kast');
    const oldToken = renewalToken(t.config.jwtSecret, old, await validUntilOf(old));
    expect(adRenewalResponseSchema.parse((await describeLink(oldToken)).json()).data.state).toBe('tooLate');
    const refused = await press(oldToken);
    expect(refused.statusCode).toBe(410);
    expect(errorResponseSchema.parse(refused.json()).message).toMatch(/langer dan 14 dagen verlopen/);
  });

  it('refuses a forged link, another ad’s link and a sold ad, never 5xx', async () => {
    const mine = await adExpiringIn(1, 'Lamp');
    const other = await adExpiringIn(1, 'Stoel');
    const token = renewalToken(t.config.jwtSecret, mine, await validUntilOf(mine));
    const [, stamp, signature] = token.split('.');
    for (const forged of [
      `${other}.${stamp}.${signature}`,
      `${mine}.${Number(stamp) + 1}.${signature}`,
      'not-a-token',
      `99999999999.${stamp}.${signature}`,
      `${mine}.${stamp}.${'A'.repeat(43)}`,
    ]) {
      expect((await press(forged)).statusCode).toBe(400);
      expect((await describeLink(forged)).statusCode).toBe(400);
    }
    expect((await press('')).statusCode).toBe(400);

    await t.db.updateTable('ads').set({ trade_state: 'sold' }).where('id', '=', mine).execute();
    const sold = await press(token);
    expect(sold.statusCode).toBe(409);
    expect(adRenewalResponseSchema.parse((await describeLink(token)).json()).data.state).toBe('unavailable');
  });
});
