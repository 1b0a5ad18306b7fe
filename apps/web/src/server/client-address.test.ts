// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address';

const request = (socket: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientAddressResolver', () => {
  it("ignores a visitor's own X-Forwarded-For when no proxy is trusted", () => {
    const resolve = clientAddressResolver(false);
    expect(resolve(request('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
    expect(resolve(request('127.0.0.1', '198.51.100.1, 198.51.100.2'))).toBe('127.0.0.1');
  });

  it('takes the nearest untrusted address behind a trusted proxy, and only from that proxy', () => {
    const resolve = clientAddressResolver('loopback,10.0.0.5');
    expect(resolve(request('127.0.0.1', '198.51.100.1, 203.0.113.9'))).toBe('203.0.113.9');
    expect(resolve(request('127.0.0.1', '198.51.100.1, 203.0.113.9, 10.0.0.5'))).toBe('203.0.113.9');
    expect(resolve(request('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
  });

  it('believes the furthest hop with true', () => {
    expect(clientAddressResolver(true)(request('127.0.0.1', '198.51.100.1, 203.0.113.9'))).toBe(
      '198.51.100.1',
    );
  });
});
