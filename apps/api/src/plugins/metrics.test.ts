import { HUB_RECORD_SEPARATOR } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../test/fixtures';
import { eventually, listen, rawHubSocket } from '../test/hub-clients';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, nameAndLabels: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${nameAndLabels} `));
  return line === undefined ? undefined : Number(line.slice(nameAndLabels.length + 1));
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('answers in the Prometheus text format with request, database, cache and runtime metrics', async () => {
    await t.app.inject({ method: 'GET', url: '/public/v2/Category/GetTree?lang=nl' });
    await t.app.inject({ method: 'GET', url: '/public/v2/Category/GetTree?lang=nl' });
    await t.app.inject({ method: 'GET', url: '/public/downloadFileById/987654' });
    await t.app.inject({ method: 'GET', url: '/no-such-route-4711?x=1' });
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;

    expect(
      sample(
        text,
        'kraam_http_requests_total{method="GET",route="/public/v2/Category/GetTree",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(text).toContain(
      'kraam_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/public/v2/Category/GetTree"}',
    );
    // Route patterns, never raw URLs: an id or an unknown path must not become a label value.
    expect(text).toContain('route="/public/downloadFileById/:id",status_class="4xx"');
    expect(text).toContain('route="(unmatched)",status_class="4xx"');
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('lang=nl');

    expect(sample(text, 'kraam_cache_misses_total{group="categoryTree"}')).toBe(1);
    expect(sample(text, 'kraam_cache_hits_total{group="categoryTree"}')).toBe(1);
    expect(sample(text, 'kraam_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kraam_cache_available')).toBe(1);

    expect(sample(text, 'kraam_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kraam_db_pool_waiting')).toBe(0);
    expect(text).toMatch(/^kraam_db_pool_connections\{state="total"\} \d+$/m);

    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(sample(text, 'kraam_chat_hub_connections')).toBe(0);
  });

  it('counts 5xx and 4xx by status class', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/userLogin',
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
    });
    const text = (await scrape()).body;
    expect(text).toMatch(
      /^kraam_http_requests_total\{method="POST",route="\/v1\/userLogin",status_class="4xx"\} 1$/m,
    );
  });

  it('counts the chat hub connections of this instance', async () => {
    const origin = await listen(t.app);
    const userId = await insertUser(t.db, {
      email: 'metrics-hub@example.com',
      password: 'Geheim-wachtwoord-1',
    });
    const raw = await rawHubSocket(origin, await t.app.auth.issueToken(userId));
    raw.send(`{"protocol":"json","version":1}${HUB_RECORD_SEPARATOR}`);
    expect(await raw.nextRecord()).toEqual({});
    const text = (await scrape()).body;
    expect(sample(text, 'kraam_chat_hub_connections')).toBe(1);
    expect(sample(text, 'kraam_chat_hub_users')).toBe(1);
    raw.socket.close();
    await eventually(async () => sample((await scrape()).body, 'kraam_chat_hub_connections') === 0);
  });

  it('refuses a caller that is not on this machine, or comes through a proxy', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('kraam_');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('/metrics without METRICS_TOKEN behind a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: 'loopback' } });
  });
  afterAll(() => t.close());

  it('refuses even a loopback caller without proxy headers: a same-host proxy may send none', async () => {
    const viaRealIp = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-real-ip': '203.0.113.9' },
    });
    expect(viaRealIp.statusCode).toBe(403);
    expect(viaRealIp.body).not.toContain('kraam_');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers only the bearer of the token, wherever it comes from', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toContain('kraam_');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('kraam_http_requests_total');
  });
});
