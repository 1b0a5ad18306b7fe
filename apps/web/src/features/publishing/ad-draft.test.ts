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
    expect(fullPhone('+31', '0612345678')).toBe('+31612345678');
    expect(fullPhone('+32', '+31 6 1234 5678')).toBe('+31612345678');
    expect(fullPhone('+31', '  ')).toBeNull();
  });
  it('keeps the code of a number typed with 00', () => {
    expect(fullPhone('+31', '0031 6 12345678')).toBe('+31612345678');
    expect(fullPhone('+31', '0032 470 12 34 56')).toBe('+32470123456');
  });
  it('shows a stored Dutch number national and another after its known code', () => {
    expect(splitPhone('+31612345678', ['+3', '+31'])).toEqual({
      phoneCode: '+31',
      phoneNumber: '06 12345678',
    });
    expect(splitPhone('+32470123456', ['+31', '+32'])).toEqual({
      phoneCode: '+32',
      phoneNumber: '470 12 34 56',
    });
    expect(splitPhone('+32470123456', ['+31'])).toEqual({
      phoneCode: '+31',
      phoneNumber: '+32 470 12 34 56',
    });
    expect(splitPhone(null, ['+31'])).toEqual({ phoneCode: '+31', phoneNumber: '' });
  });
});
