// The server's safety check on a chat message: flags shown as a warning with the message,
// never a change to its text. Phrases are matched on a folded copy (lower case, no accents, single
// spaces), so 'Vooruit  Betalen' and 'vooruitbetálen' count alike.
import type { SafetyFlag } from '@kraam/shared';
import { findPhoneNumbersInText } from 'libphonenumber-js/max';

/** Asking to pay outside the platform, in Dutch and English; each is a whole-word phrase. */
const OFF_PLATFORM_PHRASES = [
  'betaal via',
  'betalen via',
  'betaal je via',
  'tikkie',
  'betaalverzoek',
  'vooruitbetalen',
  'vooruit betalen',
  'vooruitbetaling',
  'vooraf betalen',
  'vooraf overmaken',
  'eerst overmaken',
  'eerst betalen',
  'bedrag overmaken',
  'geld overmaken',
  'maak het geld over',
  'maak het bedrag over',
  'western union',
  'moneygram',
  'paypal vrienden',
  'vrienden en familie',
  'pay outside',
  'outside the platform',
  'outside kraam',
  'bank transfer first',
  'transfer the money',
  'send the money',
  'pay in advance',
  'pay upfront',
  'pay up front',
  'payment upfront',
  'advance payment',
  'paypal friends',
  'friends and family',
  'wire transfer',
  'gift card',
  'giftcard',
] as const;

const fold = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const OFF_PLATFORM = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${OFF_PLATFORM_PHRASES.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

/** Hosts whose links are payment requests (a subdomain counts too). */
const PAYMENT_HOSTS = ['tikkie.me', 'paypal.me', 'bunq.me', 'revolut.me', 'betaalverzoek.rabobank.nl'];
/** Hosts where only some paths are payment requests. */
const PAYMENT_PATHS: [host: string, path: RegExp][] = [
  ['ing.nl', /^\/payreq/],
  ['paypal.com', /^\/(?:paypalme|pools|donate|send)/],
  ['wise.com', /^\/pay/],
];
/** A generic payment link: a host label or path segment that says so. */
const PAYMENT_WORD = /^(?:pay|paypal|payment|payments|payreq|betaal|betalen|betaling|checkout)$/;

/** Something that reads as a link: a scheme or www., or a dotted name ending in a known-looking TLD. */
const LINK = /(?:https?:\/\/|www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,24}(?::\d+)?(?:\/[^\s]*)?/gi;

const isHost = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

function isPaymentLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (PAYMENT_HOSTS.some((domain) => isHost(host, domain))) return true;
  if (PAYMENT_PATHS.some(([domain, path]) => isHost(host, domain) && path.test(url.pathname))) return true;
  const labels = host.split('.').slice(0, -1);
  const segments = url.pathname.toLowerCase().split('/');
  return [...labels, ...segments].some((part) => PAYMENT_WORD.test(part));
}

const hasPaymentLink = (text: string): boolean => [...text.matchAll(LINK)].some((m) => isPaymentLink(m[0]));

/** IBAN lengths of the SEPA countries buyers and sellers here mostly bank in. */
// prettier-ignore
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15,
  PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24,
};

/** A country code and check digits, then at least 11 letters or digits with single spaces between. */
const IBAN_CANDIDATE = /(?<![A-Za-z0-9])([A-Za-z]{2})\s?(\d{2})((?:\s?[A-Za-z0-9]){11,31})/g;

/** ISO 13616 check: the rearranged number, letters as 10–35, is 1 modulo 97. */
export function isValidIban(compact: string): boolean {
  const iban = compact.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = parseInt(char, 36);
    remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

function hasIban(text: string): boolean {
  for (const [, country = '', check = '', rest = ''] of text.matchAll(IBAN_CANDIDATE)) {
    const length = IBAN_LENGTHS[country.toUpperCase()];
    if (length === undefined) continue;
    // The candidate may run on into the next word: the country's length says where an IBAN ends.
    const compact = `${country}${check}${rest.replace(/\s/g, '')}`.slice(0, length);
    if (isValidIban(compact)) return true;
  }
  return false;
}

/** Valid numbers only (libphonenumber's metadata), national Dutch forms by default. */
const hasPhoneNumber = (text: string): boolean => findPhoneNumbersInText(text, 'NL').length > 0;

/** The safety flags of a message, in SAFETY_FLAGS order. */
export function safetyFlags(text: string): SafetyFlag[] {
  const flags: SafetyFlag[] = [];
  if (OFF_PLATFORM.test(fold(text))) flags.push('offPlatformPayment');
  if (hasPaymentLink(text)) flags.push('paymentLink');
  if (hasIban(text)) flags.push('iban');
  if (hasPhoneNumber(text)) flags.push('phoneNumber');
  return flags;
}
