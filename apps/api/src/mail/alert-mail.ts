// A saved search's alert mail, in Dutch and English: the new ad (photo, title, price with its price type,
// place), links to it and to the search's results, and the List-Unsubscribe headers of RFC 2369 and
// RFC 8058, so a mail client offers one-click unsubscribe for this search's email alone.
import type { Lang, PriceType, RentalPeriod } from '@kraam/shared';
import type { MailMessage } from './mailer';
import { escapeHtml } from './templates';

export interface AlertAd {
  title: string;
  priceType: PriceType;
  priceCents: number | null;
  rentalPeriod: RentalPeriod | null;
  place: string | null;
  adLink: string;
  photoLink: string | null;
}

export interface AlertMailInput {
  lang: Lang;
  to: string;
  name: string;
  searchName: string;
  ad: AlertAd;
  searchLink: string;
  /** The web page that confirms an unsubscribe (a GET there changes nothing). */
  unsubscribePage: string;
  /** The API address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  unsubscribeUrl: string;
  unsubscribeMailto: string;
  listId: string;
}

const euros = (cents: number | null): string => {
  if (cents === null) return '';
  const whole = cents % 100 === 0;
  return `€ ${(cents / 100).toLocaleString('nl-NL', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
};

const WORDS = {
  nl: {
    subject: (search: string, title: string) => `Nieuw voor „${search}”: ${title}`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (search: string) =>
      `Er is een nieuwe advertentie die past bij je bewaarde zoekopdracht „${search}”.`,
    price: {
      startPrice: (a: string) => a,
      suggestion: (a: string) => `Bieden vanaf ${a}`,
      seeDescription: () => 'Zie omschrijving',
      swap: () => 'Ruilen',
      free: () => 'Gratis',
      deposit: (a: string) => `${a} borg`,
      rental: (a: string, period: RentalPeriod) =>
        `${a} per ${({ day: 'dag', week: 'week', month: 'maand' } as const)[period]}`,
    },
    photo: 'Foto',
    open: 'Bekijk de advertentie',
    all: 'Alle resultaten van deze zoekopdracht',
    footer: 'Je krijgt deze e-mail omdat je meldingen per e-mail aanzette voor deze zoekopdracht.',
    unsubscribe: 'Geen e-mails meer voor deze zoekopdracht',
  },
  en: {
    subject: (search: string, title: string) => `New for “${search}”: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (search: string) => `There is a new ad that fits your saved search “${search}”.`,
    price: {
      startPrice: (a: string) => a,
      suggestion: (a: string) => `Bid from ${a}`,
      seeDescription: () => 'See description',
      swap: () => 'Swap',
      free: () => 'Free',
      deposit: (a: string) => `${a} deposit`,
      rental: (a: string, period: RentalPeriod) => `${a} per ${period}`,
    },
    photo: 'Photo',
    open: 'See the ad',
    all: 'All results of this search',
    footer: 'You get this email because you turned on email alerts for this search.',
    unsubscribe: 'No more emails for this search',
  },
} as const;

export function alertMail(input: AlertMailInput): MailMessage {
  const w = WORDS[input.lang];
  const { ad } = input;
  const price = w.price[ad.priceType](euros(ad.priceCents), ad.rentalPeriod ?? 'month');
  const facts = [price, ...(ad.place ? [ad.place] : [])].join(' · ');
  const greeting = w.greeting(input.name.trim() || input.to);
  const links: [string, string][] = [
    ...(ad.photoLink ? ([[w.photo, ad.photoLink]] as [string, string][]) : []),
    [w.open, ad.adLink],
    [w.all, input.searchLink],
  ];
  const text = [
    greeting,
    w.intro(input.searchName),
    `${ad.title}\n${facts}`,
    ...links.map(([label, link]) => `${label}: ${link}`),
    `${w.footer}\n${w.unsubscribe}: ${input.unsubscribePage}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(w.subject(input.searchName, ad.title))}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(w.intro(input.searchName))}</p>
${ad.photoLink ? `<p><a href="${e(ad.adLink)}"><img src="${e(ad.photoLink)}" alt="${e(ad.title)}" width="300" style="max-width:100%;border-radius:4px"></a></p>` : ''}
<p><strong>${e(ad.title)}</strong><br>${e(facts)}</p>
<p><a href="${e(ad.adLink)}" style="display:inline-block;background:#0261BF;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${e(w.open)}</a></p>
<p><a href="${e(input.searchLink)}">${e(w.all)}</a></p>
<p style="font-size:13px;color:#555">${e(w.footer)} <a href="${e(input.unsubscribePage)}">${e(w.unsubscribe)}</a></p>
</body></html>
`;
  return {
    to: input.to,
    subject: w.subject(input.searchName, ad.title),
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': input.listId,
    },
  };
}
