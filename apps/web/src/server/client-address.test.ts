// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { forwardedRequestResolver } from './client-address';

const request = (socket: string, headers: Record<string, string> = {}) =>
  ({
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers,
  }) as unknown as IncomingMessage;
const xff = (value: string, proto?: string) => ({
  'x-forwarded-for': value,
  ...(proto === undefined ? {} : { 'x-forwarded-proto': proto }),
});

describe('forwardedRequestResolver', () => {
  it("ignores a visitor's own X-Forwarded-For and -Proto when no proxy is trusted", () => {
    const resolve = forwardedRequestResolver(false);
    expect(resolve(request('203.0.113.7', xff('198.51.100.1', 'https')))).toEqual({
      address: '203.0.113.7',
      https: false,
    });
    expect(resolve(request('127.0.0.1', xff('198.51.100.1, 198.51.100.2'))).address).toBe('127.0.0.1');
  });

  it('takes the nearest untrusted address and the protocol behind a trusted proxy, and only from that proxy', () => {
    const resolve = forwardedRequestResolver('loopback,10.0.0.5');
    expect(resolve(request('127.0.0.1', xff('198.51.100.1, 203.0.113.9', 'https')))).toEqual({
      address: '203.0.113.9',
      https: true,
    });
    expect(resolve(request('127.0.0.1', xff('198.51.100.1, 203.0.113.9, 10.0.0.5'))).address).toBe(
      '203.0.113.9',
    );
    expect(resolve(request('127.0.0.1', xff('203.0.113.9', 'http'))).https).toBe(false);
    expect(resolve(request('203.0.113.7', xff('198.51.100.1', 'https')))).toEqual({
      address: '203.0.113.7',
      https: false,
    });
  });

  it('believes the furthest hop with true', () => {
    expect(
      forwardedRequestResolver(true)(request('127.0.0.1', xff('198.51.100.1, 203.0.113.9'))).address,
    ).toBe('198.51.100.1');
  });
});
