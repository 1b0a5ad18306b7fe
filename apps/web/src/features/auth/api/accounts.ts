import { z } from 'zod';
import {
  API_PATHS,
  AVATAR_FILE_FIELD,
  avatarResultSchema,
  loginResultSchema,
  type ChangePasswordBody,
  type ConfirmRegistrationBody,
  type EditUserBody,
  type ForgetPasswordBody,
  type Lang,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';

/** The calls of the accounts flow (SPEC §7). Each takes the browser API host and the language. */
export interface CallContext {
  apiBase: string;
  lang: Lang;
  token?: string | null;
  signal?: AbortSignal;
}

const none = z.unknown();

const post = <T extends z.ZodType>(ctx: CallContext, path: string, schema: T, body?: unknown) =>
  requestJson(ctx.apiBase, path, schema, { ...ctx, method: 'POST', body: body ?? {} });

export const login = (ctx: CallContext, body: LoginBody) =>
  post(ctx, API_PATHS.login, loginResultSchema, body);
export const register = (ctx: CallContext, body: RegisterBody) => post(ctx, API_PATHS.register, none, body);
export const confirmRegistration = (ctx: CallContext, body: ConfirmRegistrationBody) =>
  post(ctx, API_PATHS.confirmRegistration, none, body);
export const resendConfirmation = (ctx: CallContext, body: { email: string }) =>
  post(ctx, API_PATHS.resendConfirmation, none, body);
export const forgetPassword = (ctx: CallContext, body: ForgetPasswordBody) =>
  post(ctx, API_PATHS.forgetPassword, none, body);
export const resetPassword = (ctx: CallContext, body: ResetPasswordBody) =>
  post(ctx, API_PATHS.resetPassword, none, body);
export const logoutCall = (ctx: CallContext) => post(ctx, API_PATHS.logout, none);

export const editUser = (ctx: CallContext, body: EditUserBody) =>
  requestJson(ctx.apiBase, API_PATHS.userEdit, none, { ...ctx, method: 'PUT', body });
export const changePassword = (ctx: CallContext, body: ChangePasswordBody) =>
  post(ctx, API_PATHS.userChangePassword, none, body);

/** Multipart upload of a new avatar; answers the stored file's id (already the user's galleryId). */
export function uploadAvatar(ctx: CallContext, file: Blob) {
  const body = new FormData();
  body.append(AVATAR_FILE_FIELD, file);
  return post(ctx, API_PATHS.userAvatar, avatarResultSchema, body);
}
