// The signed-in routes authenticate in onRequest, before their body is read or validated, so a caller
// without a session costs no parsing and learns no shapes. The table is every route the app registers
// under a signed-in prefix (or marked signed-in), collected as it is registered, so a route added later
// is covered without touching this file.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, errorResponseSchema } from '@kraam/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARY, MULTIPART_TYPE } from '../test/multipart';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { isSignedInRoute } from './signed-in-gate';

interface Entry {
  method: string;
  url: string;
}

const routes: Entry[] = [];
const collect = (route: RouteOptions) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const adminOnly = route.url.startsWith('/admin/v1/') && route.url !== API_PATHS.adminLogin;
  if (!isSignedInRoute(route) && !adminOnly) return;
  for (const method of methods) routes.push({ method, url: route.url });
};

/** Wrong in every way a query can be: no schema of these routes accepts it. */
const INVALID_QUERY = '?id=not-a-number&advertisementId=x&conversationId=x&categoryId=x&limit=-1&cursor=%25';
const INVALID_BODY = JSON.stringify({ id: 'not-a-number', email: 1, advertisementIds: 'x', name: [] });

/**
 * Sends the headers of a big request (under the body limit, so its size alone is no reason to refuse it)
 * and only its first bytes, then waits for the answer: a server that reads or waits for the body before
 * authenticating never answers, and the request times out.
 */
function answerBeforeBody(
  port: number,
  path: string,
  contentType: string,
  firstBytes: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { 'content-type': contentType, 'content-length': String(512 * 1024) },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`${path}: no answer while the body was still coming`));
    }, 3_000);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.write(firstBytes);
  });
}

describe('signed-in routes authenticate before anything else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ onRoute: collect });
  });
  afterAll(() => t.close());

  it('finds the signed-in routes', () => {
    const urls = routes.map((route) => route.url);
    for (const path of [
      API_PATHS.userGet,
      API_PATHS.userAvatar,
      API_PATHS.boothInsert,
      API_PATHS.fileUpload,
      API_PATHS.adInsert,
      API_PATHS.galleryInsert,
      API_PATHS.wishList,
      API_PATHS.conversationInsert,
      API_PATHS.conversations,
      API_PATHS.adLike,
      API_PATHS.adRevealPhone,
      API_PATHS.logout,
      API_PATHS.adminAudit,
    ])
      expect(urls).toContain(path);
    expect(urls).not.toContain(API_PATHS.adminLogin);
    expect(urls).not.toContain(API_PATHS.adDetail);
  });

  it('answers 401 to a caller without a token, whatever the body or query', async () => {
    const answers: string[] = [];
    for (const { method, url } of routes) {
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${url}${INVALID_QUERY}`,
        ...(hasBody ? { payload: INVALID_BODY, headers: { 'content-type': 'application/json' } } : {}),
      });
      answers.push(`${method} ${url} ${response.statusCode}`);
      if (method !== 'HEAD' && response.statusCode === 401)
        expect(errorResponseSchema.parse(response.json()).code).toBe('UNAUTHORIZED');
    }
    expect(answers).toEqual(routes.map(({ method, url }) => `${method} ${url} 401`));
  });

  it('answers 401 to a made-up token before validating', async () => {
    for (const { url } of routes.filter((route) => route.method === 'POST')) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: INVALID_BODY,
        headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
      });
      expect(`${url} ${response.statusCode}`).toBe(`${url} 401`);
    }
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it.each([API_PATHS.fileUpload, API_PATHS.userAvatar, API_PATHS.galleryInsert])(
      '%s: a multipart upload without a token is answered 401 before its body arrives',
      async (path) => {
        const firstPart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
        const answer = await answerBeforeBody(port, path, MULTIPART_TYPE, firstPart);
        expect(answer.status).toBe(401);
        expect(errorResponseSchema.parse(JSON.parse(answer.body)).code).toBe('UNAUTHORIZED');
      },
    );

    it('a JSON write without a token is answered 401 before its body arrives', async () => {
      const answer = await answerBeforeBody(port, API_PATHS.boothInsert, 'application/json', '{"name":"');
      expect(answer.status).toBe(401);
    });
  });
});
