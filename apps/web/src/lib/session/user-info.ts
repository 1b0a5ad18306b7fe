import type { LoginResult } from '@kraam/shared';

/** SPEC §4: the signed-in user ({ token, userId }) lives in localStorage under this key. */
export const USER_INFO_KEY = 'userInfo';

export type UserInfo = LoginResult;

// Checked by hand rather than with the shared zod schema: every page reads it in its first load
// (decision 0019).
const isUserInfo = (value: unknown): value is UserInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UserInfo).token === 'string' &&
  Number.isInteger((value as UserInfo).userId);

export function readUserInfo(): UserInfo | null {
  try {
    const raw = window.localStorage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUserInfo(parsed) ? { token: parsed.token, userId: parsed.userId } : null;
  } catch {
    return null;
  }
}

export function writeUserInfo(info: UserInfo): void {
  try {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
  } catch {
    // The session still works for this page load.
  }
}

/** Logout from the menus clears everything the site stored (SPEC §4), not only the user info. */
export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing to clear.
  }
}
