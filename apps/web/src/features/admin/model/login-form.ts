import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { adminLoginBodySchema } from '@kraam/shared';

export type LoginForm = z.input<typeof adminLoginBodySchema>;
export type LoginBody = z.output<typeof adminLoginBodySchema>;

const LOGIN_FIELDS = ['email', 'password'] as const;

/** The texts (admin.login.*) a field the shared schema refused shows. */
export const LOGIN_ISSUES = ['required', 'emailInvalid'] as const;
export type LoginIssue = (typeof LOGIN_ISSUES)[number];

export const isLoginIssue = (message: string | undefined): message is LoginIssue =>
  (LOGIN_ISSUES as readonly (string | undefined)[]).includes(message);

/**
 * The shared login schema, with each refused field named by the text it shows: an empty field is
 * required, a filled email address is not a valid one (the inputs' maxLength keeps the rest out).
 */
const schemaResolver = zodResolver(adminLoginBodySchema);
export const loginResolver: Resolver<LoginForm, unknown, LoginBody> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  for (const name of LOGIN_FIELDS) {
    const error = result.errors[name];
    const issue: LoginIssue = name === 'email' && values.email.trim() !== '' ? 'emailInvalid' : 'required';
    if (error) result.errors[name] = { ...error, message: issue };
  }
  return result;
};
