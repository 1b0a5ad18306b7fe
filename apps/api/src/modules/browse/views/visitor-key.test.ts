import { describe, expect, it } from 'vitest';
import { addressOfVisitor } from './visitor-key';

describe('addressOfVisitor', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressOfVisitor('192.0.2.7')).toBe('192.0.2.7');
    expect(addressOfVisitor('::ffff:192.0.2.7')).toBe('::ffff:192.0.2.7');
  });

  it('stands an IPv6 address for its /64, however it is written', () => {
    expect(addressOfVisitor('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressOfVisitor('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressOfVisitor('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressOfVisitor('::1')).toBe('0:0:0:0::/64');
  });
});
