import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, isCommonPassword, registerBodySchema } from './accounts';

const valid = {
  email: ' Anna@Example.COM ',
  password: 'zonnebloem-42',
  firstName: 'Anna',
  lastName: 'de Vries',
  phone: '+31 6 12345678',
};

describe('account contracts', () => {
  it('normalises the email and accepts an international phone number', () => {
    expect(registerBodySchema.parse(valid).email).toBe('anna@example.com');
    expect(registerBodySchema.safeParse({ ...valid, phone: '+32-470-123456' }).success).toBe(true);
  });

  it('takes Dutch national formats and stores the number with its country code', () => {
    for (const phone of [
      '0612345678',
      '06-12345678',
      '0031 6 12345678',
      '+31 6 12345678',
      '+31 (0)6 12345678',
    ])
      expect(registerBodySchema.parse({ ...valid, phone }).phone, phone).toBe('+31612345678');
    expect(registerBodySchema.parse({ ...valid, phone: '0032 470 12 34 56' }).phone).toBe('+32470123456');
  });

  it('refuses what cannot be a phone number, with the field key for it', () => {
    for (const phone of ['+0612345678', '+31', '061234', '+31 6 1234 567a']) {
      const result = registerBodySchema.safeParse({ ...valid, phone });
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.message, phone).toBe('PHONE_INVALID');
    }
  });

  it('refuses short and common passwords', () => {
    expect(isCommonPassword('Wachtwoord123')).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, password: 'kort' }).success).toBe(false);
    const common = changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'PASSWORD1' });
    expect(common.error?.issues[0]?.message).toBe('PASSWORD_TOO_COMMON');
  });
});
