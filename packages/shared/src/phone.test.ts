import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages';
import { adPhoneSchema, formatPhone } from './phone';

const stored = (phone: string) => adPhoneSchema.safeParse(phone).data;

describe('adPhoneSchema', () => {
  it('takes Dutch numbers as the Dutch type them, national or international, and stores E.164', () => {
    for (const phone of [
      '0612345678',
      '06 12345678',
      '06-12345678',
      '06-1234 5678',
      '0031612345678',
      '0031 6 12345678',
      '+31 6 12345678',
      '+31612345678',
      '+31 6-12345678',
      '+31 (0)6 12345678',
    ])
      expect(stored(phone), phone).toBe('+31612345678');
    expect(stored('020 123 4567')).toBe('+31201234567');
    expect(stored('+31 58 123 4567')).toBe('+31581234567');
  });

  it('takes numbers of other countries with + or 00 and their code', () => {
    expect(stored('+32 470 12 34 56')).toBe('+32470123456');
    expect(stored('0032 470 12 34 56')).toBe('+32470123456');
    expect(stored('+44 7911 123456')).toBe('+447911123456');
    expect(stored('+49 30 123456')).toBe('+4930123456');
    expect(stored('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('refuses numbers too short or too long for their country, unknown codes and words', () => {
    for (const phone of [
      '06 1234',
      '+31 6 1234',
      '+31 6123456789',
      '+31 1 1234567',
      '+999 1234567',
      '+31',
      'bel me',
    ])
      expect(stored(phone), phone).toBeUndefined();
  });

  it('says why with a field key worded in Dutch and English', () => {
    const message = adPhoneSchema.safeParse('06 1234').error?.issues[0]?.message;
    expect(message).toBe('PHONE_INVALID');
    expect(FIELD_MESSAGES.nl.PHONE_INVALID).toContain('geen geldig telefoonnummer');
    expect(FIELD_MESSAGES.en.PHONE_INVALID).toContain('not a valid phone number');
  });
});

describe('formatPhone', () => {
  it('shows Dutch numbers in the national format and others with their country code', () => {
    expect(formatPhone('+31612345678')).toBe('06 12345678');
    expect(formatPhone('+31201234567')).toBe('020 123 4567');
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
  });
});
