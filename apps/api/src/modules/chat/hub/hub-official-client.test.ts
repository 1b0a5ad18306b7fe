import { HUB_SERVER_METHODS, hubConnectResultSchema } from '@kraam/shared';
import type { SendMessagePush } from '@kraam/shared';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures';
import { eventually, listen, officialClient } from '../../../test/hub-clients';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

const push = (text: string): SendMessagePush => ({
  data: {
    user: { id: 1, name: 'Anna de Vries', avatarId: null },
    message: {
      id: 1,
      conversationId: 1,
      senderId: 1,
      body: text,
      createdAt: new Date().toISOString(),
      clientId: null,
      flags: [],
    },
    adTitle: 'Fiets',
  },
});

describe('the hub with the official SignalR client', () => {
  let t: TestApp;
  let origin: string;
  let buyer: number;
  let seller: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    origin = await listen(t.app);
    buyer = await insertUser(t.db, { email: 'buyer@example.com', password: 'Geheim-wachtwoord-1' });
    seller = await insertUser(t.db, { email: 'seller@example.com', password: 'Geheim-wachtwoord-1' });
    token = await t.app.auth.issueToken(buyer);
  });
  afterAll(() => t.close());

  for (const skipNegotiation of [false, true]) {
    it(`connects, answers Connect and receives SendMessage (skipNegotiation: ${skipNegotiation})`, async () => {
      const client = officialClient(origin, token, { skipNegotiation });
      await client.connection.start();
      expect(client.connection.state).toBe(HubConnectionState.Connected);
      const result = hubConnectResultSchema.parse(await client.connection.invoke('Connect'));
      expect(result).toEqual({ userId: buyer, unreadTotal: 0 });
      expect(await t.app.chatDelivery.isOnline(buyer)).toBe(true);

      const next = client.nextPush();
      const sent = push('Is de fiets nog te koop?');
      await t.app.chatDelivery.sendToUsers([buyer], HUB_SERVER_METHODS.sendMessage, ['Anna de Vries', sent]);
      expect(await next).toEqual(sent);

      await client.connection.stop();
      await eventually(async () => !(await t.app.chatDelivery.isOnline(buyer)));
    });
  }

  it('matches method names case-insensitively and answers unknown methods with an error', async () => {
    const client = officialClient(origin, token);
    await client.connection.start();
    expect(await client.connection.invoke('connect')).toMatchObject({ userId: buyer });
    await expect(client.connection.invoke('DeleteEverything', 1)).rejects.toThrow(/does not exist/);
    // The connection survives a failed invocation.
    expect(await client.connection.invoke('CONNECT')).toMatchObject({ userId: buyer });
    await client.connection.stop();
  });

  it('counts unread messages from the other party in Connect', async () => {
    const { id: conversationId } = await t.db
      .insertInto('conversations')
      .values({ kind: 'ad', ad_id: null, created_by: buyer })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('conversation_participants')
      .values([
        { conversation_id: conversationId, user_id: buyer, last_read_at: null },
        { conversation_id: conversationId, user_id: seller, last_read_at: new Date() },
      ])
      .execute();
    await t.db
      .insertInto('messages')
      .values([
        { conversation_id: conversationId, sender_id: seller, body: 'Ja hoor' },
        { conversation_id: conversationId, sender_id: seller, body: 'Kom maar kijken' },
        { conversation_id: conversationId, sender_id: buyer, body: 'Mooi' },
        {
          conversation_id: conversationId,
          sender_id: seller,
          body: 'geblokkeerd',
          hidden_from_recipient: true,
        },
      ])
      .execute();
    const client = officialClient(origin, token);
    await client.connection.start();
    expect(await client.connection.invoke('Connect')).toEqual({ userId: buyer, unreadTotal: 2 });
    await client.connection.stop();
  });
});
