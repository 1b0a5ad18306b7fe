// The unsubscribe links of an alert mail (as appeal-link.ts signs statement links): a token with an HMAC
// under the API's secret of the user, the list and the channel, so it turns off that one list's email and
// nothing else, and needs no session (mail clients post it without cookies). A list is a saved search, or
// the price drops of the user's favourites.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PATHS } from '@kraam/shared';

export type AlertChannel = 'email';
/** The price drops of a user's favourites: their one list besides the saved searches. */
export const FAVOURITES_LIST = 'favourites';
/** A saved search's id, or FAVOURITES_LIST. */
export type AlertList = number | typeof FAVOURITES_LIST;

const sign = (secret: string, userId: number, list: AlertList, channel: AlertChannel): string =>
  createHmac('sha256', secret).update(`alert:${channel}:${userId}:${list}`).digest('base64url');

export const alertToken = (secret: string, userId: number, list: AlertList, channel: AlertChannel): string =>
  `${userId}.${list}.${channel}.${sign(secret, userId, list, channel)}`;

export interface AlertTokenSubject {
  userId: number;
  list: AlertList;
  channel: AlertChannel;
}

/** What a token was made for, or null when it is malformed or not signed by this secret. */
export function readAlertToken(secret: string, token: string): AlertTokenSubject | null {
  const match = /^(\d{1,10})\.(\d{1,10}|favourites)\.(email)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const list: AlertList = match[2] === FAVOURITES_LIST ? FAVOURITES_LIST : Number(match[2]);
  const channel = match[3] as AlertChannel;
  const expected = Buffer.from(sign(secret, userId, list, channel));
  const given = Buffer.from(match[4] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, list, channel }
    : null;
}

/** The web page that asks before unsubscribing; a scanner following the mail's link changes nothing. */
export const unsubscribePage = (publicWebUrl: string, token: string): string =>
  `${publicWebUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

export interface AlertLinksConfig {
  jwtSecret: string;
  publicWebUrl: string;
  publicApiUrl: string;
}

export interface UnsubscribeLinks {
  /** The web page that confirms an unsubscribe (a GET there changes nothing). */
  unsubscribePage: string;
  /** The API address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  unsubscribeUrl: string;
  unsubscribeMailto: string;
  listId: string;
}

/** What an alert mail of this list needs for RFC 2369 and RFC 8058 unsubscribing. */
export function unsubscribeLinks(
  config: AlertLinksConfig,
  userId: number,
  list: AlertList,
): UnsubscribeLinks {
  const token = alertToken(config.jwtSecret, userId, list, 'email');
  const host = new URL(config.publicWebUrl).hostname;
  return {
    unsubscribePage: unsubscribePage(config.publicWebUrl, token),
    unsubscribeUrl: `${config.publicApiUrl}${API_PATHS.alertUnsubscribe}?token=${encodeURIComponent(token)}`,
    unsubscribeMailto: `mailto:unsubscribe@${host}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
    listId:
      list === FAVOURITES_LIST
        ? `Kraam <favourite-price-drops.alerts.${host}>`
        : `Kraam <saved-search-${list}.alerts.${host}>`,
  };
}
