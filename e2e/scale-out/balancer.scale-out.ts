// What the shipped balancer (deploy/nginx/kraam.conf.template) writes and refuses: its access log holds
// request lines without their query, so a browser's hub token never lands in it, and /metrics is not
// served through it. Behind it, the web servers (WEB_TRUST_PROXY=loopback) believe its X-Forwarded-Proto.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_URL, WEB_URL } from '../support/env';

const ACCESS_LOG = process.env.SCALE_OUT_NGINX_ACCESS_LOG ?? '';
const WEB_INSTANCES = (process.env.SCALE_OUT_WEB_INSTANCES ?? '').split(',').filter(Boolean);

describe('the balancer', () => {
  it('logs the chat hub and a reset link without their tokens', async () => {
    const secret = `token-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    for (const key of ['access_token', 'access%5Ftoken']) {
      const negotiate = await fetch(`${API_URL}/ChatHub/negotiate?negotiateVersion=1&${key}=${secret}`, {
        method: 'POST',
      });
      await negotiate.text();
    }
    await (await fetch(`${WEB_URL}/resetpasswrod?token=${secret}`)).text();
    // nginx writes a request's line once its answer is sent: wait for the page's.
    const deadline = Date.now() + 10_000;
    let log = readFileSync(ACCESS_LOG, 'utf8');
    while (!log.includes('GET /resetpasswrod ') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      log = readFileSync(ACCESS_LOG, 'utf8');
    }
    expect(log).toContain('POST /ChatHub/negotiate ');
    expect(log).toContain('GET /resetpasswrod ');
    expect(log).not.toContain(secret);
  });

  it('does not pass /metrics on', async () => {
    expect((await fetch(`${API_URL}/metrics`)).status).toBe(404);
  });

  it('has the web servers send HSTS when the proxy in front says https, and not over plain http', async () => {
    expect(WEB_INSTANCES.length).toBeGreaterThan(0);
    const hsts = async (url: string, headers: Record<string, string> = {}) =>
      (await fetch(url, { headers })).headers.get('strict-transport-security');
    expect(await hsts(`${WEB_URL}/contact-us`)).toBeNull();
    for (const instance of WEB_INSTANCES)
      expect(await hsts(`${instance}/contact-us`, { 'x-forwarded-proto': 'https' })).toMatch(
        /^max-age=31536000/,
      );
  });
});
