// Alert mails, in Dutch and English: a saved search's new ad, or the ads of a digest (each with photo,
// title, price with its price type, place), links to them and to the search's results ('see all N' when
// there were more than the mail lists); a favourite's price drop. Each carries the List-Unsubscribe headers
// of RFC 2369 and RFC 8058, so a mail client offers one-click unsubscribe for that list's email alone.
import type { Lang, PriceType, RentalPeriod } from '@kraam/shared';
import type { MailMessage } from './mailer';
import type { UnsubscribeLinks } from './alert-unsubscribe';
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

export interface AlertMailInput extends UnsubscribeLinks {
  lang: Lang;
  to: string;
  name: string;
  searchName: string;
  /** Newest first; one for an instant alert, up to DIGEST_MAX_ADS for a digest. */
  ads: AlertAd[];
  /** How many new ads there were in all (the mail names `ads` of them). */
  total: number;
  searchLink: string;
}

export interface PriceDropMailInput extends UnsubscribeLinks {
  lang: Lang;
  to: string;
  name: string;
  ad: AlertAd;
  previousPriceCents: number | null;
  favouritesLink: string;
}

export const euros = (cents: number | null): string => {
  if (cents === null) return '';
  const whole = cents % 100 === 0;
  return `€ ${(cents / 100).toLocaleString('nl-NL', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
};

const WORDS = {
  nl: {
    subject: (search: string, title: string) => `Nieuw voor „${search}”: ${title}`,
    subjectMany: (search: string, count: number) => `${count} nieuwe advertenties voor „${search}”`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (search: string) =>
      `Er is een nieuwe advertentie die past bij je bewaarde zoekopdracht „${search}”.`,
    introMany: (search: string, count: number) =>
      `Er zijn ${count} nieuwe advertenties die passen bij je bewaarde zoekopdracht „${search}”.`,
    seeAll: (count: number) => `Bekijk alle ${count}`,
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
    drop: {
      subject: (title: string, price: string) => `Je favoriet ${title} is in prijs verlaagd naar ${price}`,
      intro: (title: string, was: string) =>
        `Een advertentie op je verlanglijst is goedkoper geworden: ${title}${was ? `, was ${was}` : ''}.`,
      favourites: 'Al je favorieten',
      footer:
        'Je krijgt deze e-mail omdat je in je profiel koos voor een e-mail bij prijsverlagingen van je favorieten.',
      unsubscribe: 'Geen e-mails meer over prijsverlagingen',
    },
  },
  en: {
    subject: (search: string, title: string) => `New for “${search}”: ${title}`,
    subjectMany: (search: string, count: number) => `${count} new ads for “${search}”`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (search: string) => `There is a new ad that fits your saved search “${search}”.`,
    introMany: (search: string, count: number) =>
      `There are ${count} new ads that fit your saved search “${search}”.`,
    seeAll: (count: number) => `See all ${count}`,
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
    drop: {
      subject: (title: string, price: string) => `Your favourite ${title} is now ${price}`,
      intro: (title: string, was: string) =>
        `An ad on your wish list got cheaper: ${title}${was ? `, was ${was}` : ''}.`,
      favourites: 'All your favourites',
      footer:
        'You get this email because you chose, in your profile, to be mailed when a favourite gets cheaper.',
      unsubscribe: 'No more emails about price drops',
    },
  },
} as const;

type Words = (typeof WORDS)[Lang];

const facts = (w: Words, ad: AlertAd): string =>
  [
    w.price[ad.priceType](euros(ad.priceCents), ad.rentalPeriod ?? 'month'),
    ...(ad.place ? [ad.place] : []),
  ].join(' · ');

function adText(w: Words, ad: AlertAd): string {
  const photo = ad.photoLink ? [`${w.photo}: ${ad.photoLink}`] : [];
  return [`${ad.title}\n${facts(w, ad)}`, ...photo, `${w.open}: ${ad.adLink}`].join('\n');
}

function adHtml(w: Words, ad: AlertAd): string {
  const e = escapeHtml;
  const photo = ad.photoLink
    ? `<p><a href="${e(ad.adLink)}"><img src="${e(ad.photoLink)}" alt="${e(ad.title)}" width="300" style="max-width:100%;border-radius:4px"></a></p>`
    : '';
  return `${photo}
<p><strong>${e(ad.title)}</strong><br>${e(facts(w, ad))}</p>
<p><a href="${e(ad.adLink)}" style="display:inline-block;background:#0261BF;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${e(w.open)}</a></p>`;
}

/** The headers that let a mail client offer one-click unsubscribe from this list alone. */
const listHeaders = (links: UnsubscribeLinks) => ({
  'List-Unsubscribe': `<${links.unsubscribeUrl}>, <${links.unsubscribeMailto}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  'List-Id': links.listId,
});

function renderAlert(
  input: { lang: Lang; to: string; subject: string; footer: string; unsubscribe: string } & UnsubscribeLinks,
  text: string[],
  html: string[],
): MailMessage {
  const e = escapeHtml;
  return {
    to: input.to,
    subject: input.subject,
    text: `${[...text, `${input.footer}\n${input.unsubscribe}: ${input.unsubscribePage}`].join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(input.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${html.join('\n')}
<p style="font-size:13px;color:#555">${e(input.footer)} <a href="${e(input.unsubscribePage)}">${e(input.unsubscribe)}</a></p>
</body></html>
`,
    headers: listHeaders(input),
  };
}

/** A favourite's price drop, for a user who asked for it by mail. */
export function priceDropMail(input: PriceDropMailInput): MailMessage {
  const w = WORDS[input.lang];
  const e = escapeHtml;
  const greeting = w.greeting(input.name.trim() || input.to);
  const intro = w.drop.intro(input.ad.title, euros(input.previousPriceCents));
  return renderAlert(
    {
      ...input,
      subject: w.drop.subject(input.ad.title, euros(input.ad.priceCents)),
      footer: w.drop.footer,
      unsubscribe: w.drop.unsubscribe,
    },
    [greeting, intro, adText(w, input.ad), `${w.drop.favourites}: ${input.favouritesLink}`],
    [
      `<p>${e(greeting)}</p>`,
      `<p>${e(intro)}</p>`,
      adHtml(w, input.ad),
      `<p><a href="${e(input.favouritesLink)}">${e(w.drop.favourites)}</a></p>`,
    ],
  );
}

export function alertMail(input: AlertMailInput): MailMessage {
  const w = WORDS[input.lang];
  const [first] = input.ads;
  if (!first) throw new Error('an alert mail needs an ad');
  const single = input.total === 1;
  const subject = single
    ? w.subject(input.searchName, first.title)
    : w.subjectMany(input.searchName, input.total);
  const intro = single ? w.intro(input.searchName) : w.introMany(input.searchName, input.total);
  const allLabel = input.total > input.ads.length ? w.seeAll(input.total) : w.all;
  const greeting = w.greeting(input.name.trim() || input.to);
  const e = escapeHtml;
  return renderAlert(
    { ...input, subject, footer: w.footer, unsubscribe: w.unsubscribe },
    [greeting, intro, ...input.ads.map((ad) => adText(w, ad)), `${allLabel}: ${input.searchLink}`],
    [
      `<p>${e(greeting)}</p>`,
      `<p>${e(intro)}</p>`,
      ...input.ads.map((ad) => adHtml(w, ad)),
      `<p><a href="${e(input.searchLink)}">${e(allLabel)}</a></p>`,
    ],
  );
}
