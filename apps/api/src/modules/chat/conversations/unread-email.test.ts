// The unread-message email through a real SMTP server, with time passed to the job rather than waited.
import { CHAT_UNREAD_EMAIL_DELAY_MS, messageInsertResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/smtp-capture';
import type { SmtpCapture } from '../../../test/smtp-capture';
import { createChatWorld, dataOf } from './chat-test-world';
import type { ChatUserFixture, ChatWorld } from './chat-test-world';
import { sendUnreadChatEmails } from './unread-email-job';
import { CHAT_UNREAD_EMAIL_JOB } from './unread-email-schedule';

const MINUTE = 60_000;

let smtp: SmtpCapture;
let w: ChatWorld;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  w = await createChatWorld({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await w.t.close();
  await smtp.close();
});
beforeEach(() => {
  w.online.clear();
});

const run = (at: Date) =>
  sendUnreadChatEmails(
    { db: w.t.db, mailer: w.t.app.mailer, publicWebUrl: w.t.config.publicWebUrl, log: w.t.app.log },
    at,
  );
const later = (ms: number) => new Date(Date.now() + ms);
const emailOf = async (user: ChatUserFixture) =>
  (await w.t.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow())
    .email;
const send = async (user: ChatUserFixture, body: Record<string, unknown>) => {
  const response = await w.send(user.token, body);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf(response, messageInsertResponseSchema).conversationId;
};
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email)).length;

describe('unread chat emails', () => {
  it('emails an offline recipient once per conversation, again only for newer messages after an hour', async () => {
    const buyer = await w.newUser('Mailkoper', { lang: 'en' });
    const adId = await w.adOfSeller({ title: 'Omafiets' });
    const conversationId = await send(buyer, { advertisementId: adId, message: 'Nog te koop?' });
    await send(buyer, { conversationId, message: 'Hallo?' });
    const sellerEmail = await emailOf(w.seller);

    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS - MINUTE))).toBe(0);
    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS + MINUTE))).toBe(1);
    const mail = await smtp.take(sellerEmail);
    expect(mail.decoded).toContain('Je hebt een ongelezen bericht op Kraam');
    expect(mail.decoded).toContain('Mailkoper User heeft je een bericht gestuurd over “Omafiets”');
    expect(mail.decoded).toContain(
      `${w.t.config.publicWebUrl}/dashboard/chat?conversationId=${conversationId}`,
    );

    // The same unread messages never send a second email, not even an hour later.
    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS + 2 * MINUTE))).toBe(0);
    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS + 70 * MINUTE))).toBe(0);

    // A newer message: not within the hour after the email, then once.
    await w.t.db
      .updateTable('chat_email_notices')
      .set({ sent_at: new Date(Date.now() - MINUTE) })
      .where('conversation_id', '=', conversationId)
      .execute();
    await send(buyer, { conversationId, message: 'Ik bied 100 euro' });
    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS + MINUTE))).toBe(0);
    expect(await run(later(61 * MINUTE))).toBe(1);
    await smtp.take(sellerEmail);
    expect(mailsTo(sellerEmail)).toBe(2);
  });

  it('sends nothing when the message was read, the recipient was online, or the sender is blocked', async () => {
    const buyer = await w.newUser('Stil');
    const read = await send(buyer, { advertisementId: await w.adOfSeller(), message: 'Gelezen' });
    await w.call('GET', `/exhibitor/v2/Conversation/GetAll?conversationId=${read}`, undefined, {
      token: w.seller.token,
    });

    w.online.add(w.seller.id);
    await send(buyer, { advertisementId: await w.adOfSeller(), message: 'Online gezien' });
    w.online.clear();

    const blockedId = await send(buyer, { advertisementId: await w.adOfSeller(), message: 'Eerste' });
    await w.call('GET', `/exhibitor/v2/Conversation/GetAll?conversationId=${blockedId}`, undefined, {
      token: w.seller.token,
    });
    await w.call(
      'POST',
      '/exhibitor/v2/Conversation/Block',
      { conversationId: blockedId, blocked: true },
      { token: w.seller.token },
    );
    await send(buyer, { conversationId: blockedId, message: 'Verborgen' });

    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS + MINUTE))).toBe(0);
  });

  it("emails the support team about a user's message and the user about the team's answer, in their language", async () => {
    const user = await w.newUser('Klant', { lang: 'en' });
    const conversationId = await send(user, { support: true, message: 'Help please' });
    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS + MINUTE))).toBe(1);
    const toAdmin = await smtp.take(await emailOf(w.admin));
    expect(toAdmin.decoded).toContain('Klant User heeft je een bericht gestuurd.');

    await send(w.admin, { conversationId, message: 'We kijken ernaar' });
    expect(await run(later(CHAT_UNREAD_EMAIL_DELAY_MS + MINUTE))).toBe(1);
    const toUser = await smtp.take(await emailOf(user));
    expect(toUser.decoded).toContain('You have an unread message on Kraam');
    expect(toUser.decoded).toContain('Kraam Support sent you a message.');
  });

  it('never sends twice when two instances run at the same moment', async () => {
    const buyer = await w.newUser('Dubbel');
    await send(buyer, { advertisementId: await w.adOfSeller(), message: 'Eén mail graag' });
    const at = later(CHAT_UNREAD_EMAIL_DELAY_MS + MINUTE);
    const counts = await Promise.all([run(at), run(at), run(at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await smtp.take(await emailOf(w.seller));
  });
});

describe('the email job', () => {
  it('sends the unread message when the queue runs it', async () => {
    const queued = await createChatWorld({ config: { smtpUrl: smtp.url, jobs: true } });
    try {
      const conversationId = dataOf(
        await queued.send(queued.buyer.token, { advertisementId: queued.adId, message: 'Via de wachtrij' }),
        messageInsertResponseSchema,
      ).conversationId;
      await queued.t.db
        .updateTable('messages')
        .set({ created_at: new Date(Date.now() - CHAT_UNREAD_EMAIL_DELAY_MS - MINUTE) })
        .where('conversation_id', '=', conversationId)
        .execute();
      const email = (
        await queued.t.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', queued.seller.id)
          .executeTakeFirstOrThrow()
      ).email;
      await queued.t.app.jobs.send(CHAT_UNREAD_EMAIL_JOB);
      const mail = await smtp.take(email, 10_000);
      expect(mail.decoded).toContain(`conversationId=${conversationId}`);
    } finally {
      await queued.t.close();
    }
  });
});
