// The expiry reminder, in Dutch and English: which ad expires when, and the one-click renewal link (a page
// that asks first: opening it changes nothing).
import { FREE_AD_DAYS, RELIST_DAYS } from '@kraam/shared';
import type { Lang } from '@kraam/shared';
import type { MailMessage } from './mailer';
import { escapeHtml } from './templates';

export interface ExpiryMailInput {
  lang: Lang;
  to: string;
  name: string;
  title: string;
  validUntil: Date;
  renewLink: string;
  adLink: string;
}

const WORDS = {
  nl: {
    subject: (title: string) => `Je advertentie „${title}” verloopt bijna`,
    greeting: (name: string) => `Hallo ${name},`,
    body: (title: string, when: string) => `Je advertentie „${title}” verloopt op ${when}.`,
    renew: `Met één klik staat ze weer ${FREE_AD_DAYS} dagen online, met hetzelfde adres, dezelfde favorieten en gesprekken.`,
    button: 'Verlengen',
    later: `Te laat? Tot ${RELIST_DAYS} dagen na het verlopen plaats je haar met dezelfde link opnieuw.`,
    open: 'Bekijk de advertentie',
  },
  en: {
    subject: (title: string) => `Your ad “${title}” expires soon`,
    greeting: (name: string) => `Hello ${name},`,
    body: (title: string, when: string) => `Your ad “${title}” expires on ${when}.`,
    renew: `One click keeps it online for another ${FREE_AD_DAYS} days, with the same address, favourites and conversations.`,
    button: 'Renew',
    later: `Too late? Up to ${RELIST_DAYS} days after it expired the same link places it again.`,
    open: 'See the ad',
  },
} as const;

const when = (lang: Lang, date: Date): string =>
  new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

export function expiryMail(input: ExpiryMailInput): MailMessage {
  const w = WORDS[input.lang];
  const greeting = w.greeting(input.name.trim() || input.to);
  const body = w.body(input.title, when(input.lang, input.validUntil));
  const e = escapeHtml;
  return {
    to: input.to,
    subject: w.subject(input.title),
    text: `${[greeting, body, w.renew, `${w.button}: ${input.renewLink}`, w.later, `${w.open}: ${input.adLink}`].join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(w.subject(input.title))}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(body)}</p>
<p>${e(w.renew)}</p>
<p><a href="${e(input.renewLink)}" style="display:inline-block;background:#0261BF;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${e(w.button)}</a></p>
<p>${e(w.later)}</p>
<p><a href="${e(input.adLink)}">${e(w.open)}</a></p>
</body></html>
`,
  };
}
