import { loginResultSchema, type LoginResult } from '@kraam/shared';

/** SPEC §4: the signed-in user ({ token, userId }) lives in localStorage under this key. */
export const USER_INFO_KEY = 'userInfo';

export type UserInfo = LoginResult;

export function readUserInfo(): UserInfo | null {
  try {
    const raw = window.localStorage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const parsed = loginResultSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
