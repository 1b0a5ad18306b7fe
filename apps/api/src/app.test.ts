import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';
import type { TestApp } from './test/test-app';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicWebUrl: 'http://localhost:3123' } });
  });
  afterAll(() => t.close());

  it('sends security headers suited to a JSON API that serves images to another origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the web origin with credentials and no other', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/public/v2/Category/GetTree',
      headers: { origin: 'http://localhost:3123', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3123');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const stranger = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('allows the web origin on every loopback name, so the site opened at 127.0.0.1 works too', async () => {
    for (const origin of ['http://localhost:3123', 'http://127.0.0.1:3123', 'http://[::1]:3123']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/public/v2/Category/GetTree',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBe(origin);
      const call = await t.app.inject({ method: 'GET', url: '/health', headers: { origin } });
      expect(call.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    const otherPort = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://127.0.0.1:3999' },
    });
    expect(otherPort.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves an OpenAPI document generated from the shared schemas, and the UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: object };
    }>();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/public/v2/Category/GetTree',
        '/public/getStaticsData',
        '/public/downloadFileById/{id}',
        '/public/v2/Country/GetAll',
        '/public/v2/Province/GetAll',
        '/public/v2/City/GetAll',
        '/public/v2/Region/GetAll',
      ]),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/docs'))).toBe(false);
    expect(document.components.schemas).toHaveProperty('CategoryNode');

    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
