// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_INVALIDATE_PATH, PAGE_CACHE_SECRET_HEADER } from '@kraam/shared';
import { handleInvalidation } from './invalidation-endpoint';

const SECRET = 's'.repeat(40);
let server: Server | undefined;
afterEach(() => server?.close());

async function endpoint() {
  const invalidated: string[][] = [];
  server = createServer((req, res) => {
    void handleInvalidation(req, res, SECRET, (tags) => {
      invalidated.push([...tags]);
      return 3;
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGE_CACHE_INVALIDATE_PATH}`;
  const post = (body: string, secret = SECRET) =>
    fetch(url, { method: 'POST', headers: { [PAGE_CACHE_SECRET_HEADER]: secret }, body });
  return { invalidated, post, url };
}

describe("the web server's invalidation endpoint", () => {
  it('drops the named tags for a caller with the secret', async () => {
    const { post, invalidated } = await endpoint();
    const response = await post(JSON.stringify({ tags: ['ad:4', 'feed'] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: 3 });
    expect(invalidated).toEqual([['ad:4', 'feed']]);
  });

  it('refuses a wrong secret, a bad body and other methods', async () => {
    const { post, invalidated, url } = await endpoint();
    expect((await post(JSON.stringify({ tags: ['feed'] }), 'x'.repeat(40))).status).toBe(403);
    expect((await post('{"tags":["<script>"]}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect((await fetch(url)).status).toBe(405);
    expect(invalidated).toEqual([]);
  });
});
