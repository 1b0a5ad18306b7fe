import { describe, expect, it } from 'vitest';
import { decodeFanoutMessage, encodeFanoutMessage } from './fanout-message';
import type { FanoutMessage } from './fanout-message';

describe('fan-out messages', () => {
  it('round-trip pushes and revocations', () => {
    const messages: FanoutMessage[] = [
      { kind: 'push', from: 'a', users: [1, 2], record: '{"type":1}\u001e' },
      { kind: 'revoked', from: 'b', user: 3 },
    ];
    for (const message of messages)
      expect(decodeFanoutMessage(encodeFanoutMessage(message))).toEqual(message);
  });

  it.each([
    'not json',
    'null',
    '[]',
    '{"kind":"push","from":"a","users":[1]}',
    '{"kind":"push","from":"a","users":["1"],"record":"x"}',
    '{"kind":"push","from":"a","users":[-1],"record":"x"}',
    '{"kind":"revoked","from":"a","user":1.5}',
    '{"kind":"flush","from":"a"}',
  ])('drops %s', (text) => {
    expect(decodeFanoutMessage(text)).toBeUndefined();
  });
});
