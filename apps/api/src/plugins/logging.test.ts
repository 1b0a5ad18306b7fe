import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { redactUrl } from './logging';

/** Collects every pino line the app writes. */
class Lines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

describe('redactUrl', () => {
  it('masks token query values and keeps the rest', () => {
    expect(redactUrl('/ChatHub?id=1&access_token=abc.def&x=2')).toBe(
      '/ChatHub?id=1&access_token=[redacted]&x=2',
    );
    expect(redactUrl('/v1/ConfirmRegistration?token=xyz')).toBe('/v1/ConfirmRegistration?token=[redacted]');
    expect(redactUrl('/health?tokens=keep')).toBe('/health?tokens=keep');
  });

  it('masks every spelling a query parser decodes to a token key', () => {
    expect(redactUrl('/ChatHub?access%5Ftoken=abc&x=1')).toBe('/ChatHub?access%5Ftoken=[redacted]&x=1');
    expect(redactUrl('/ChatHub?%61ccess_token=abc#top')).toBe('/ChatHub?%61ccess_token=[redacted]#top');
    expect(redactUrl('/ChatHub?ACCESS_TOKEN=abc')).toBe('/ChatHub?ACCESS_TOKEN=[redacted]');
    expect(redactUrl('/x?%E0%A4%A=1&token=abc')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});

describe('request logs', () => {
  let t: TestApp;
  const out = new Lines();
  beforeAll(async () => {
    t = await createTestApp({ logStream: out, config: { logLevel: 'trace' } });
  });
  afterAll(() => t.close());

  it('are JSON and never contain a token, cookie or authorization header', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/health?access_token=secret123&token=secret456',
      headers: { authorization: 'Bearer secret789', cookie: 'session=secret000' },
    });
    await t.app.inject({ method: 'GET', url: '/missing?access_token=secret123' });
    expect(out.lines.length).toBeGreaterThan(0);
    const entries = out.lines.map((line) => JSON.parse(line) as { req?: { url?: string } });
    expect(
      entries.some((entry) => entry.req?.url === '/health?access_token=[redacted]&token=[redacted]'),
    ).toBe(true);
    const all = out.lines.join('\n');
    for (const secret of ['secret123', 'secret456', 'secret789', 'secret000'])
      expect(all).not.toContain(secret);
  });

  /** The lines the app wrote while `run` ran. */
  async function linesDuring(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const before = out.lines.length;
    await run();
    return out.lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('carry the request id in every line of a request, which is also the X-Request-Id response header', async () => {
    let response: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
    const lines = await linesDuring(async () => {
      // A 400 from validation: request.log lines from the error handler as well as Fastify's own.
      response = await t.app.inject({
        method: 'GET',
        url: '/public/v2/City/GetAll?provinceId=not-a-number',
        headers: { 'x-request-id': 'lb-7f3a.42:abc_DEF' },
      });
    });
    expect(response?.headers['x-request-id']).toBe('lb-7f3a.42:abc_DEF');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.reqId).toBe('lb-7f3a.42:abc_DEF');
  });

  it('make up their own id when the incoming one is missing, too long or unsafe', async () => {
    const ids: string[] = [];
    for (const incoming of [undefined, 'x'.repeat(65), 'bad id', 'x<script>', '{"json":1}', '']) {
      const lines = await linesDuring(async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/health',
          headers: incoming === undefined ? {} : { 'x-request-id': incoming },
        });
        const id = response.headers['x-request-id'];
        expect(typeof id).toBe('string');
        expect(id).not.toBe(incoming);
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        ids.push(id as string);
      });
      for (const line of lines) expect(line.reqId).toBe(ids.at(-1));
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('send the id on a 404 too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/no-such-route',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-404');
  });
});
