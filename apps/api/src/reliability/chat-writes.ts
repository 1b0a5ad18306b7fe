// Chat messages as the battery's acknowledged writes: a buyer's message about the world's ad, and the
// read-back of every message id a buyer's conversation holds, over real HTTP.
import { randomUUID } from 'node:crypto';
import { API_PATHS, messageInsertResponseSchema, messageListResponseSchema } from '@kraam/shared';

export interface AckedMessage {
  conversationId: number;
  messageId: number;
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** One send; the stored message when the API acknowledged it (2xx), else undefined. Throws on no answer. */
export async function sendChatMessage(
  origin: string,
  token: string,
  adId: number,
  text: string,
): Promise<AckedMessage | undefined> {
  const response = await fetch(`${origin}${API_PATHS.conversationInsert}`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ advertisementId: adId, message: text, clientId: randomUUID() }),
  });
  if (response.status < 200 || response.status >= 300) {
    await response.body?.cancel();
    return undefined;
  }
  const body = messageInsertResponseSchema.parse(await response.json());
  return { conversationId: body.data.conversationId, messageId: body.data.message.id };
}

/** Every message id of one conversation (newest first), or those down to `downTo` when given. */
export async function storedMessageIds(
  origin: string,
  token: string,
  conversationId: number,
  downTo = 0,
): Promise<Set<number>> {
  const ids = new Set<number>();
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ conversationId: String(conversationId), limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(`${origin}${API_PATHS.conversationMessages}?${query.toString()}`, {
      headers: json(token),
    });
    if (response.status !== 200) throw new Error(`message list answered ${response.status}`);
    const page = messageListResponseSchema.parse(await response.json());
    for (const message of page.data) ids.add(message.id);
    const oldest = page.data.at(-1)?.id ?? 0;
    cursor = oldest > downTo ? page.nextCursor : null;
  } while (cursor);
  return ids;
}
