import { z } from 'zod';
import { changePasswordBodySchema, resetPasswordBodySchema } from '@kraam/shared';

// The new password is typed twice; the second one only has to match the first (errors.fields key).
const sameAsRepeat =
  <K extends string>(field: K) =>
  (values: Record<K | 'repeat', string>) =>
    values[field] === values.repeat;
const mismatch = { path: ['repeat'], message: 'PASSWORD_MISMATCH' };

/** /resetpasswrod: the shared rule for the new password (the token comes from the link), typed twice. */
export const resetPasswordFormSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ repeat: z.string() })
  .refine(sameAsRepeat('password'), mismatch);

/** /dashboard/security: the shared change-password body, the new one typed twice. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ repeat: z.string() })
  .refine(sameAsRepeat('newPassword'), mismatch);
