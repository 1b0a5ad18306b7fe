// Through the balancer of scripts/scale-out.mjs: each check is answered by both API instances, which
// share only PostgreSQL, Redis and the files folder. nginx names the instance in X-Kraam-Upstream.
import {
  API_PATHS,
  IMAGE_FILE_FIELD,
  adDetailResponseSchema,
  boothResponseSchema,
  errorResponseSchema,
  fileUrl,
  messageInsertResponseSchema,
  uploadedImageResponseSchema,
} from '@kraam/shared';
import type { SendMessagePush } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../apps/api/src/modules/accounts/account-routes';
import { officialClient } from '../../apps/api/src/test/hub-clients';
import type { ResponseSchema } from '../support/api';
import { publishFreshAd, signedInUser } from '../support/browse';
import { API_URL } from '../support/env';
import { samplePng } from '../support/images';

const UPSTREAM = 'x-kraam-upstream';
/** Each API instance's own origin, for the chat checks that pin a connection to one of them. */
const INSTANCES = (process.env.SCALE_OUT_API_INSTANCES ?? '').split(',').filter(Boolean);

interface Answer {
  status: number;
  upstream: string;
  body: Buffer;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${API_URL}${path}`, init);
  return {
    status: response.status,
    upstream: response.headers.get(UPSTREAM) ?? 'none',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The same request four times: round-robin sends two to each instance. */
async function fourTimes(path: string, init: RequestInit = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 4; i += 1) answers.push(await call(path, init));
  return answers;
}

const instancesOf = (answers: Answer[]) => new Set(answers.map((answer) => answer.upstream));
const json = <T>(answer: Answer, schema: ResponseSchema<T>) =>
  schema.parse(JSON.parse(answer.body.toString('utf8')));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('two API instances behind nginx', () => {
  it('has two instances to prove anything with', () => {
    expect(INSTANCES).toHaveLength(2);
  });

  it('honours a session on both instances, and a logout on either ends it on both', async () => {
    const { token } = await signedInUser();
    const answers = await fourTimes(`${API_PATHS.conversations}?lang=nl`, { headers: bearer(token) });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(instancesOf(answers).size).toBe(2);

    expect((await call(API_PATHS.logout, { method: 'POST', headers: bearer(token) })).status).toBe(200);
    const after = await fourTimes(`${API_PATHS.conversations}?lang=nl`, { headers: bearer(token) });
    expect(after.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(instancesOf(after).size).toBe(2);
  });

  it('serves a photo uploaded through one instance from both', async () => {
    const { token } = await signedInUser();
    const form = new FormData();
    form.append(
      IMAGE_FILE_FIELD,
      new Blob([new Uint8Array(await samplePng())], { type: 'image/png' }),
      'photo.png',
    );
    const upload = await call(API_PATHS.fileUpload, { method: 'POST', headers: bearer(token), body: form });
    expect(upload.status).toBe(200);
    const { id } = json(upload, uploadedImageResponseSchema).data;

    const downloads = await fourTimes(fileUrl('', id));
    expect(downloads.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(instancesOf(downloads).size).toBe(2);
    expect(downloads.every((answer) => answer.body.equals(downloads[0]!.body))).toBe(true);
  });

  it('counts a rate limit across both instances', async () => {
    // A visitor of its own (TEST-NET-2): nginx appends its hop, the APIs believe it (TRUST_PROXY=loopback).
    const visitor = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
    const resend = () =>
      call(`${API_PATHS.resendConfirmation}?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
        body: JSON.stringify({ email: `nobody-${Date.now()}@kraam.example` }),
      });
    const allowed: Answer[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.mail.max; i += 1) allowed.push(await resend());
    expect(allowed.every((answer) => answer.status === 200)).toBe(true);
    expect(instancesOf(allowed).size).toBe(2);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(json(limited, errorResponseSchema).message).toBe('Too many requests. Please try again shortly.');
  });

  it('shows a booth edited through one instance freshly on both, though both had cached it', async () => {
    const { seller, adId } = await publishFreshAd(`Schaalfiets ${Date.now()}`);
    const page = await call(`${API_PATHS.adDetail}?id=${adId}&lang=nl`);
    const boothId = json(page, adDetailResponseSchema).data.booth.id;
    const boothPath = `${API_PATHS.publicBoothGet}?id=${boothId}&lang=nl`;
    const before = await fourTimes(boothPath);
    expect(instancesOf(before).size).toBe(2);

    const name = `Kraam na de verbouwing ${Date.now()}`;
    const edit = await call(`${API_PATHS.boothEdit}?lang=nl`, {
      method: 'PUT',
      headers: { ...bearer(seller.token), 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(edit.status).toBe(200);

    const after = await fourTimes(boothPath);
    expect(instancesOf(after).size).toBe(2);
    for (const answer of after) expect(json(answer, boothResponseSchema).data.name).toBe(name);
    const pages = await fourTimes(`${API_PATHS.adDetail}?id=${adId}&lang=nl`);
    for (const answer of pages) expect(json(answer, adDetailResponseSchema).data.booth.name).toBe(name);
  });

  it('delivers a chat message sent to one instance to a connection on the other, both ways', async () => {
    const [first, second] = INSTANCES as [string, string];
    const [{ seller, adId }, buyer] = await Promise.all([
      publishFreshAd(`Chatfiets ${Date.now()}`),
      signedInUser(),
    ]);
    const sellerHub = officialClient(first, seller.token);
    const buyerHub = officialClient(second, buyer.token);
    await Promise.all([sellerHub.connection.start(), buyerHub.connection.start()]);
    try {
      const send = async (origin: string, token: string, body: object) => {
        const response = await fetch(`${origin}${API_PATHS.conversationInsert}?lang=nl`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(200);
        return messageInsertResponseSchema.parse(await response.json()).data;
      };
      const toSeller = sellerHub.nextPush(10_000);
      const { conversationId } = await send(second, buyer.token, {
        advertisementId: adId,
        message: 'Via B naar A',
      });
      expect(((await toSeller) as SendMessagePush).data.message.body).toBe('Via B naar A');

      const toBuyer = buyerHub.nextPush(10_000);
      await send(first, seller.token, { conversationId, message: 'Via A naar B' });
      expect(((await toBuyer) as SendMessagePush).data.message.body).toBe('Via A naar B');
    } finally {
      await Promise.all([sellerHub.connection.stop(), buyerHub.connection.stop()]);
    }
  });
});
