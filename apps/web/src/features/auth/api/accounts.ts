import {
  API_PATHS,
  AVATAR_FILE_FIELD,
  type AvatarResult,
  type ChangePasswordBody,
  type ConfirmRegistrationBody,
  type EditUserBody,
  type ForgetPasswordBody,
  type Lang,
  type LoginBody,
  type LoginResult,
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

/** `T` is what the answer's `data` holds; calls that only answer a message leave it `unknown`. */
const post = <T = unknown>(ctx: CallContext, path: string, body?: unknown) =>
  requestJson<T>(ctx.apiBase, path, { ...ctx, method: 'POST', body: body ?? {} });

export const login = (ctx: CallContext, body: LoginBody) => post<LoginResult>(ctx, API_PATHS.login, body);
export const register = (ctx: CallContext, body: RegisterBody) => post(ctx, API_PATHS.register, body);
export const confirmRegistration = (ctx: CallContext, body: ConfirmRegistrationBody) =>
  post(ctx, API_PATHS.confirmRegistration, body);
export const resendConfirmation = (ctx: CallContext, body: { email: string }) =>
  post(ctx, API_PATHS.resendConfirmation, body);
export const forgetPassword = (ctx: CallContext, body: ForgetPasswordBody) =>
  post(ctx, API_PATHS.forgetPassword, body);
export const resetPassword = (ctx: CallContext, body: ResetPasswordBody) =>
  post(ctx, API_PATHS.resetPassword, body);
export const logoutCall = (ctx: CallContext) => post(ctx, API_PATHS.logout);

export const editUser = (ctx: CallContext, body: EditUserBody) =>
  requestJson<unknown>(ctx.apiBase, API_PATHS.userEdit, { ...ctx, method: 'PUT', body });
export const changePassword = (ctx: CallContext, body: ChangePasswordBody) =>
  post(ctx, API_PATHS.userChangePassword, body);

/** Multipart upload of a new avatar; answers the stored file's id (already the user's galleryId). */
export function uploadAvatar(ctx: CallContext, file: Blob) {
  const body = new FormData();
  body.append(AVATAR_FILE_FIELD, file);
  return post<AvatarResult>(ctx, API_PATHS.userAvatar, body);
}
