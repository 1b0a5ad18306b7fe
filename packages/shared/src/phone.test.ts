import { describe, expect, it } from 'vitest';
import { adPhoneSchema } from './phone';

const accepts = (phone: string) => adPhoneSchema.safeParse(phone).success;

describe('adPhoneSchema', () => {
  it('accepts Dutch mobile and landline numbers with the country code, however they are spaced', () => {
    for (const phone of [
      '+31 6 12345678',
      '+31612345678',
      '+31 6-12345678',
      '+31 20 1234567',
      '+31 58 123 4567',
    ])
      expect(accepts(phone), phone).toBe(true);
  });

  it('accepts numbers of other countries', () => {
    for (const phone of ['+32 470 12 34 56', '+44 7911 123456', '+49 30 123456', '+33 6 12 34 56 78'])
      expect(accepts(phone), phone).toBe(true);
  });

  it('refuses a number without its country code, with the field key the API words', () => {
    const local = adPhoneSchema.safeParse('06 12345678');
    expect(local.error?.issues[0]?.message).toBe('PHONE_COUNTRY_CODE');
    expect(accepts('0031 6 12345678')).toBe(false);
  });

  it('refuses numbers too short or too long for their country, and unknown country codes', () => {
    for (const phone of ['+31 6 1234', '+31 6123456789', '+31 1 1234567', '+999 1234567', '+31'])
      expect(accepts(phone), phone).toBe(false);
  });
});
