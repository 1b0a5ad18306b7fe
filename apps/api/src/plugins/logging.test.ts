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
});
