// TRUST_PROXY takes true/false as before, or the addresses whose X-Forwarded-For the API believes (the
// web server forwarding admin logins and its server-side calls); SEARCH_RATE_LIMIT has a default.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const SECRET = 'x'.repeat(32);
const trustProxy = (value: string | undefined) =>
  loadConfig({ JWT_SECRET: SECRET, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is false unless set, and takes true and false as before', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('1')).toBe(true);
  });

  it('takes a list of addresses, CIDR ranges and named ranges', () => {
    expect(trustProxy('127.0.0.1')).toBe('127.0.0.1');
    expect(trustProxy(' 10.0.0.0/8, ::1 ,Loopback ')).toBe('10.0.0.0/8,::1,loopback');
    expect(trustProxy('fd00::/8,uniquelocal,linklocal')).toBe('fd00::/8,uniquelocal,linklocal');
  });

  it('refuses anything else, naming it', () => {
    for (const value of ['yes', 'web-server', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '300.1.1.1'])
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY/);
  });
});

describe('SEARCH_RATE_LIMIT', () => {
  it('is 120 per minute unless set; 0 turns it off', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).searchRateLimit).toBe(120);
    expect(loadConfig({ JWT_SECRET: SECRET, SEARCH_RATE_LIMIT: '0' }).searchRateLimit).toBe(0);
    expect(loadConfig({ JWT_SECRET: SECRET, SEARCH_RATE_LIMIT: '600' }).searchRateLimit).toBe(600);
    expect(() => loadConfig({ JWT_SECRET: SECRET, SEARCH_RATE_LIMIT: '-1' })).toThrow(/SEARCH_RATE_LIMIT/);
  });
});
