// A chat message reaches the recipient's subscribed browsers only while they have no tab open (the hub
// delivers it otherwise), and a hidden one (flagged) never does.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatWorld } from './chat-test-world';
import type { ChatWorld } from './chat-test-world';

describe('chat push', () => {
  let w: ChatWorld;
  let pushed: {
    userIds: readonly number[];
    message: { conversationId: number; sender: string; text: string };
  }[];

  beforeAll(async () => {
    w = await createChatWorld();
    pushed = [];
    vi.spyOn(w.t.app.webPush, 'chatMessage').mockImplementation((userIds, message) => {
      pushed.push({ userIds, message });
      return Promise.resolve();
    });
  });
  afterAll(() => w.t.close());

  it('pushes to a recipient without an open tab, by the sender’s name, and not to one who has a tab open', async () => {
    const sent = await w.send(w.buyer.token, { advertisementId: w.adId, message: 'Is de fiets er nog?' });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversationId } = sent.json<{ data: { conversationId: number } }>().data;
    expect(pushed).toEqual([
      {
        userIds: [w.seller.id],
        message: { conversationId, sender: 'Bram User', text: 'Is de fiets er nog?' },
      },
    ]);

    w.online.add(w.seller.id);
    await w.send(w.buyer.token, { conversationId, message: 'Hallo?' });
    expect(pushed.at(-1)?.userIds).toEqual([]);
  });
});
