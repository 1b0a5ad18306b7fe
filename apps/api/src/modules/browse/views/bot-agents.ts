// Obvious robots (crawlers, link previews, scripts, headless browsers) send no view: only people count.
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|curl\/|wget\/|python-|httpclient|go-http-client|okhttp|node-fetch|axios\/|undici/i;

/** True for a missing user agent as well: every browser sends one. */
export const isBotAgent = (userAgent: string | undefined): boolean =>
  !userAgent || BOT_PATTERN.test(userAgent);
