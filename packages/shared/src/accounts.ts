// Accounts (SPEC §7 /v1 calls and /exhibitor/v2/User/*): register, confirm, log in, reset, profile.
// Field refinements carry field-message keys, which the API turns into Dutch or English texts.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, PASSWORD_MIN_LENGTH } from './constants';
import { envelope, noDataSchema } from './envelope';
import { plainTextSchema } from './input-fields';
import { langSchema } from './lang';

export const PASSWORD_MAX_LENGTH = 200;
/** Minutes a password-reset link stays valid. */
export const RESET_TOKEN_MINUTES = 30;

/** The most common passwords (and obvious variations) that pass the length rule; compared lowercased. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '87654321',
  '88888888',
  '11223344',
  '12121212',
  '123123123',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'wachtwoord',
  'wachtwoord1',
  'wachtwoord123',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  'azertyui',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  '1q2w3e4r',
  '1qaz2wsx',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welkom01',
  'welkom123',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'michelle',
  'jennifer',
  'corvette',
  'mercedes',
  'master12',
  'monkey12',
  'dragon12',
  'shadow12',
  'admin123',
  'administrator',
  'changeme',
  'kraam123',
  'marktplaats',
  'geheim12',
]);

export const isCommonPassword = (password: string): boolean =>
  COMMON_PASSWORDS.has(password.trim().toLowerCase());

/** A new password: long enough and not one of the common ones. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => !isCommonPassword(password), { message: 'PASSWORD_TOO_COMMON' });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'EMAIL_INVALID' }));

/**
 * A number as typed, in international form: '06-12345678' → '+31612345678', '0032 470 12 34 56' →
 * '+32470123456'. Without the ad form's libphonenumber, which the account pages should not load (a number
 * without + or 00 is Dutch, docs/decisions/0028-phone-numbers-national-formats.md).
 */
export function internationalPhone(typed: string): string {
  const compact = typed.replace('(0)', '').replace(/[\s().-]/g, '');
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+31${compact.slice(1)}`;
  return compact;
}
/** E.164: '+', the country code, then the number, 8 to 15 digits in all; a Dutch one has 11. */
export const PHONE_PATTERN = /^\+(?:31\d{9}|(?!31)[1-9]\d{7,14})$/;
export const phoneSchema = z
  .string()
  .trim()
  .transform(internationalPhone)
  .pipe(z.string().regex(PHONE_PATTERN, { message: 'PHONE_INVALID' }));

const name = plainTextSchema.min(1).max(80);

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: name,
  lastName: name,
  phone: phoneSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResultSchema = z.object({ token: z.string(), userId: z.number().int() });
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = envelope(loginResultSchema);

export const forgetPasswordBodySchema = z.object({ email: emailSchema });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBodySchema>;

/** The token from a mailed link: base64url, 22+ characters (≥128 bits). */
export const emailTokenSchema = z.string().trim().min(16).max(200);

export const resetPasswordBodySchema = z.object({ token: emailTokenSchema, password: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const confirmRegistrationBodySchema = z.object({ token: emailTokenSchema });
export type ConfirmRegistrationBody = z.infer<typeof confirmRegistrationBodySchema>;

/** Asks for a new confirmation mail (an unconfirmed account that lost or let expire the first one). */
export const resendConfirmationBodySchema = z.object({ email: emailSchema });

export const userDetailsSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  galleryId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  lang: langSchema,
  /** Mail me when a favourite gets cheaper (the centre and push always tell). */
  priceDropMail: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;
export const userDetailsResponseSchema = envelope(userDetailsSchema);
export const userGetQuerySchema = z.object({ lang: langSchema.default(DEFAULT_LANGUAGE) });

export const editUserBodySchema = z.object({
  firstName: name,
  lastName: name,
  phone: phoneSchema.nullable().optional(),
  address: plainTextSchema.max(300).nullable().optional(),
  galleryId: z.uuid().nullable().optional(),
  lang: langSchema.optional(),
  priceDropMail: z.boolean().optional(),
});
export type EditUserBody = z.infer<typeof editUserBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /exhibitor/v2/User/Avatar: the stored avatar's file id, already set as the user's galleryId. */
export const avatarResultSchema = z.object({ galleryId: z.uuid() });
export type AvatarResult = z.infer<typeof avatarResultSchema>;
export const avatarResponseSchema = envelope(avatarResultSchema);

/** Calls that answer only with a message. */
export const messageResponseSchema = envelope(noDataSchema);
