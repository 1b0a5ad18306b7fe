import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, mapTileSource } from './content-security-policy';

const BASE = {
  nonce: 'bm9uY2UtMTIz',
  publicApiUrl: 'http://localhost:4000',
  publicWebUrl: 'http://localhost:3000',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  development: false,
};

/** `directive → sources` of a policy. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('lets only this request’s nonce-bearing scripts (and what they load) run', () => {
    const csp = directives(buildContentSecurityPolicy(BASE));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2UtMTIz'", "'strict-dynamic'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('allows the API for calls, the chat WebSocket and images, and the map tiles as images', () => {
    const csp = directives(buildContentSecurityPolicy(BASE));
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://localhost:4000',
      'https://tile.openstreetmap.org',
    ]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
  });

  it('forbids plugins, framing, foreign base URLs and foreign form targets', () => {
    const csp = directives(buildContentSecurityPolicy(BASE));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('on an https site: wss for the chat and upgrade-insecure-requests', () => {
    const csp = directives(
      buildContentSecurityPolicy({
        ...BASE,
        publicApiUrl: 'https://api.kraam.nl/',
        publicWebUrl: 'https://kraam.nl',
      }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.kraam.nl', 'wss://api.kraam.nl']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('in development also allows eval (React’s debugging) and the dev server’s WebSocket', () => {
    const csp = directives(buildContentSecurityPolicy({ ...BASE, development: true }));
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toContain('ws://localhost:3000');
  });

  it('never lets a configured value add a directive of its own', () => {
    const policy = buildContentSecurityPolicy({
      ...BASE,
      mapTileUrl: "https://tiles.example.com/{z}/{x}/{y}.png; script-src 'unsafe-inline'",
    });
    expect(policy.match(/script-src/g)).toHaveLength(1);
    expect(directives(policy).get('img-src')).toContain('https://tiles.example.com');
  });
});

describe('mapTileSource', () => {
  it('is the origin of the tile template, with a {s} subdomain as a wildcard', () => {
    expect(mapTileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(mapTileSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(mapTileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });

  it('is nothing for a same-origin path or what cannot be a source', () => {
    expect(mapTileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(mapTileSource('https://{a}-{b}.example.com/{z}.png')).toBeUndefined();
    expect(mapTileSource('javascript:alert(1)')).toBeUndefined();
  });
});

describe('createNonce', () => {
  it('is base64 of 16 random bytes, new every time', () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
