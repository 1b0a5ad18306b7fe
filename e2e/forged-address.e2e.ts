// A visitor's own X-Forwarded-For never reaches the API through the web server: the admin login's
// per-address limits hold however the header rotates (docs/operations.md, trusted proxies).
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { WEB_URL } from './support/env';

/** A POST from `localAddress`, a loopback address of its own, so this visitor's count is nobody else's. */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string>) {
  const url = new URL(path, WEB_URL);
  return new Promise<number>((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin: url.origin, ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const octet = () => 1 + Math.floor(Math.random() * 250);

describe('forged forwarding headers at the web server', () => {
  it('sends no HSTS because a visitor claims https', async () => {
    const response = await fetch(`${WEB_URL}/contact-us`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('does not give each admin-login guess an address of its own', async () => {
    const visitor = `127.${octet()}.${octet()}.${octet()}`;
    const email = `nobody-${Date.now()}@kraam.example`;
    const statuses: number[] = [];
    for (let guess = 1; guess <= 8; guess += 1) {
      statuses.push(
        await postFrom(
          visitor,
          '/api/admin/login',
          { email, password: `guess-${guess}-wrong` },
          { 'x-forwarded-for': `198.51.100.${guess}` },
        ),
      );
    }
    // Five failures per address and account (decision 0011): the sixth guess from this one visitor is refused.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
