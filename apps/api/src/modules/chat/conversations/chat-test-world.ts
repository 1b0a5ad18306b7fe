// The world the conversation tests share: a seller with a booth and live ad, a buyer, a third user, an
// admin (the support team), and pushes recorded instead of delivered (the hub's own tests deliver them).
import { API_PATHS } from '@kraam/shared';
import type { Lang } from '@kraam/shared';
import { vi } from 'vitest';
import type { z } from 'zod';
import { insertAdRow, insertBoothRow } from '../../../test/ad-fixtures';
import type { AdRowInput } from '../../../test/ad-fixtures';
import { caller } from '../../../test/auth-helpers';
import { insertCategory, insertUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestAppOptions, TestApp } from '../../../test/test-app';

export interface ChatUserFixture {
  id: number;
  token: string;
}

export interface Push {
  userIds: number[];
  target: string;
  args: unknown[];
}

export interface ChatWorld {
  t: TestApp;
  call: ReturnType<typeof caller>;
  seller: ChatUserFixture;
  buyer: ChatUserFixture;
  third: ChatUserFixture;
  admin: ChatUserFixture;
  categoryId: number;
  sellerBoothId: number;
  /** The seller's live ad. */
  adId: number;
  /** A further ad of the seller, live unless `extra` says otherwise. */
  adOfSeller: (extra?: Partial<AdRowInput>) => Promise<number>;
  /** A new user (with a token) for tests that need a clean slate. */
  newUser: (name: string, options?: { lang?: Lang; admin?: boolean }) => Promise<ChatUserFixture>;
  pushes: Push[];
  /** Users the recorded delivery reports as online. */
  online: Set<number>;
  send: (token: string, body: Record<string, unknown>, lang?: Lang) => ReturnType<ReturnType<typeof caller>>;
}

let emails = 0;

export async function createChatWorld(options: TestAppOptions = {}): Promise<ChatWorld> {
  // The job queue is off in the tests (JOBS=off): the email tests call the job with the time they choose.
  const t = await createTestApp(options);
  const call = caller(t.app);
  const pushes: Push[] = [];
  const online = new Set<number>();
  vi.spyOn(t.app.chatDelivery, 'sendToUsers').mockImplementation((userIds, target, args) => {
    pushes.push({ userIds: [...userIds], target, args: [...args] });
    return Promise.resolve();
  });
  vi.spyOn(t.app.chatDelivery, 'isOnline').mockImplementation((userId) =>
    Promise.resolve(online.has(userId)),
  );

  const newUser: ChatWorld['newUser'] = async (name, userOptions = {}) => {
    emails += 1;
    const id = await insertUser(t.db, {
      email: `${name.toLowerCase()}-${emails}@chat.example`,
      password: 'a-long-test-password-1',
      firstName: name,
    });
    await t.db
      .updateTable('users')
      .set({ lang: userOptions.lang ?? 'nl', role: userOptions.admin ? 'admin' : 'user' })
      .where('id', '=', id)
      .execute();
    return { id, token: await t.app.auth.issueToken(id) };
  };

  const seller = await newUser('Sanne');
  const buyer = await newUser('Bram', { lang: 'en' });
  const third = await newUser('Eve');
  const admin = await newUser('Support', { admin: true });
  const categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
  const sellerBoothId = await insertBoothRow(t.db, seller.id);
  const adOfSeller = (extra: Partial<AdRowInput> = {}) =>
    insertAdRow(t.db, {
      booth_id: sellerBoothId,
      user_id: seller.id,
      category_id: categoryId,
      title: 'Gazelle stadsfiets',
      price_cents: 25_000,
      ...extra,
    });
  const adId = await adOfSeller();

  return {
    t,
    call,
    seller,
    buyer,
    third,
    admin,
    categoryId,
    sellerBoothId,
    adId,
    adOfSeller,
    newUser,
    pushes,
    online,
    send: (token, body, lang) =>
      call('POST', API_PATHS.conversationInsert, body, { token, ...(lang ? { lang } : {}) }),
  };
}

/** The `data` of a successful answer, read with the endpoint's response schema. */
export const dataOf = <T>(response: { json(): unknown }, schema: z.ZodType<{ data: T }>): T =>
  schema.parse(response.json()).data;
