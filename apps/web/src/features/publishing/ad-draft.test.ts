import { describe, expect, it } from 'vitest';
import { formatEuros, fullPhone, parseEuros, splitPhone } from './ad-draft';

describe('amounts', () => {
  it('reads Dutch and English ways of typing euros as cents', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('12.50')).toBe(1250);
    expect(parseEuros('1.250')).toBe(125000);
    expect(parseEuros('€ 1.250,5')).toBe(125050);
    expect(parseEuros('twaalf')).toBeNull();
    expect(parseEuros('')).toBeNull();
  });
  it('writes cents back for the field', () => {
    expect(formatEuros(125050)).toBe('1250,50');
    expect(formatEuros(1200)).toBe('12');
  });
});

describe('phone', () => {
  it('puts the country code before the national number without its trunk 0', () => {
    expect(fullPhone('+31', '06 12345678')).toBe('+31612345678');
    expect(fullPhone('+32', '+31 6 1234 5678')).toBe('+31612345678');
    expect(fullPhone('+31', '  ')).toBeNull();
  });
  it('splits a stored number on its longest known code', () => {
    expect(splitPhone('+31612345678', ['+3', '+31'])).toEqual({ phoneCode: '+31', phoneNumber: '612345678' });
    expect(splitPhone(null, ['+31'])).toEqual({ phoneCode: '+31', phoneNumber: '' });
  });
});
