import { LOGIN_INTENT_PARAM, LOGIN_INTENT_AD_PARAM, type LoginReturn } from './login-intent';

/**
 * /login with where to come back to: the path and its query (e.g. `?edit=12`), never a hash or host; with
 * an intent, what the guest was doing there, which the login page names and finishes after logging in.
 */
export function loginHref(here: { pathname: string; search: string }, intent?: LoginReturn): string {
  return `/login?${authQuery({ next: `${here.pathname}${here.search}`, ...intent })}`;
}

/** The query the login and sign-up pages pass on to each other: next, intent and its ad. */
export function authQuery({ next, intent, adId }: { next?: string } & Partial<LoginReturn>): string {
  const query = new URLSearchParams();
  if (next) query.set('next', next);
  if (intent) query.set(LOGIN_INTENT_PARAM, intent);
  if (intent && adId !== undefined) query.set(LOGIN_INTENT_AD_PARAM, String(adId));
  // URLSearchParams writes spaces as '+'; encodeURIComponent's form is what the links always had.
  return query.toString().replaceAll('+', '%20');
}
