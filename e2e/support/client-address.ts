/**
 * The header a helper's API call sends to stand for a visitor of its own: the journeys create many users
 * from this one machine, and the e2e API trusts X-Forwarded-For (TRUST_PROXY, scripts/e2e.mjs) as it would
 * behind a proxy, so the per-address limits on sign-up and login hold per made-up visitor (TEST-NET-1,
 * RFC 5737) instead of locking out the whole run. The browser's own requests carry no such header.
 */
export const asVisitor = (): Record<string, string> => ({
  'x-forwarded-for': `192.0.2.${1 + Math.floor(Math.random() * 254)}`,
});
