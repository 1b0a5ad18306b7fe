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

  it('needs + and the country code in the phone number', () => {
    for (const phone of ['0612345678', '+0612345678', '+31', '+31 6 1234 567a']) {
      const result = registerBodySchema.safeParse({ ...valid, phone });
      expect(result.success, phone).toBe(false);
    }
  });

  it('refuses short and common passwords', () => {
    expect(isCommonPassword('Wachtwoord123')).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, password: 'kort' }).success).toBe(false);
    const common = changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'PASSWORD1' });
    expect(common.error?.issues[0]?.message).toBe('PASSWORD_TOO_COMMON');
  });
});
