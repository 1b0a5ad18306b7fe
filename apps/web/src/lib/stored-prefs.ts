// Keys of the client preferences kept in localStorage (SPEC §3 "Stored client preferences").
export const STORED = {
  lang: 'lang',
  fallbackLanguage: 'fallbackLanguage',
  categories: 'cat',
} as const;

/** localStorage can throw (privacy modes, full quota); a preference is never worth a crash. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Keep working without persistence.
  }
}
