/**
 * What a guest was doing when they were sent to log in: the login page names it and, once
 * logged in, the page they return to finishes it. Only these, and each is harmless when replayed:
 * a favourite is saved (never removed), a number shown, a chat, the new-ad form or the save-search dialog
 * opened.
 */
export const LOGIN_INTENTS = ['favorite', 'chat', 'phone', 'newAd', 'saveSearch'] as const;
export type LoginIntent = (typeof LOGIN_INTENTS)[number];

export const LOGIN_INTENT_PARAM = 'intent';
export const LOGIN_INTENT_AD_PARAM = 'ad';

/** An intent and, for a favourite, the ad to save. */
export interface LoginReturn {
  intent: LoginIntent;
  adId?: number;
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const isIntent = (value: string | undefined): value is LoginIntent =>
  (LOGIN_INTENTS as readonly string[]).includes(value ?? '');

/** A positive whole number written plainly (no sign, exponent or leading zero), else undefined. */
function adIdOf(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * The intent of a login or sign-up URL's query, or null: anything not on the list, or a favourite
 * without a valid ad id, counts as no intent at all.
 */
export function parseLoginIntent(query: { intent?: unknown; ad?: unknown }): LoginReturn | null {
  const intent = single(query.intent);
  if (!isIntent(intent)) return null;
  if (intent !== 'favorite') return { intent };
  const adId = adIdOf(single(query.ad));
  return adId === undefined ? null : { intent, adId };
}

const STORAGE_KEY = 'loginIntent';
/** Long enough for a slow login, short enough that a forgotten one does not fire on a later visit. */
const PENDING_MS = 10 * 60 * 1000;

interface Pending extends LoginReturn {
  /** The pathname the guest returns to; the intent is finished there only. */
  path: string;
  at: number;
}

/** Called when the login is sent: the returning page finds it (this tab only) and finishes it once. */
export function rememberLoginIntent(intent: LoginReturn, next: string): void {
  const path = new URL(next, 'http://kraam.invalid').pathname;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...intent, path, at: Date.now() }));
  } catch {
    // Storage blocked: the guest is still logged in and returned, only the step is left to them.
  }
}

export function forgetLoginIntent(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

function readPending(): Pending | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Pending> | null;
    if (!value || typeof value.path !== 'string' || typeof value.at !== 'number') return null;
    const parsed = parseLoginIntent({ intent: value.intent, ad: String(value.adId ?? '') });
    return parsed && { ...parsed, path: value.path, at: value.at };
  } catch {
    return null;
  }
}

/**
 * The pending intent of this kind, left in place: only once the guest is back on its page (`pathname`),
 * or anywhere when no pathname is given.
 */
export function findLoginIntent(intent: LoginIntent, pathname?: string): LoginReturn | null {
  const pending = readPending();
  if (!pending || Date.now() - pending.at > PENDING_MS) return null;
  if (pending.intent !== intent || (pathname !== undefined && pending.path !== pathname)) return null;
  return pending.adId === undefined ? { intent } : { intent, adId: pending.adId };
}

/** findLoginIntent, taken so it runs once; a stale one is dropped. */
export function takeLoginIntent(intent: LoginIntent, pathname?: string): LoginReturn | null {
  const found = findLoginIntent(intent, pathname);
  const pending = readPending();
  if (found || (pending && Date.now() - pending.at > PENDING_MS)) forgetLoginIntent();
  return found;
}
