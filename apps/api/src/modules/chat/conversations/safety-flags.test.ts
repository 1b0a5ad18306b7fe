import type { SafetyFlag } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import { isValidIban, safetyFlags } from './safety-flags';

const cases: [text: string, flags: SafetyFlag[]][] = [
  // Nothing to warn about.
  ['Is de fiets nog beschikbaar?', []],
  ['Ik bied € 250, ophalen kan zaterdag.', []],
  ['Wat is de laagste prijs? 1500 euro is wat veel', []],
  ['Mijn postcode is 1234 AB, kun je verzenden?', []],
  ['Bouwjaar 2015, 120000 km, kenteken 12-ABC-3', []],
  ['Ik betaal contant bij het ophalen.', []],
  ['I will pay cash when I pick it up', []],
  ['Afmetingen 120x60x75 cm, gewicht 12.5 kg', []],
  ['We kunnen om 14:30 of 15.00 afspreken', []],
  ['Ordernummer 123456789 staat op de doos', []],
  ['Zie https://www.kraam.example/ads/12 voor foto’s', []],
  ['The bike is from 1999-2005, frame 56 cm', []],
  ['betaalbaar en in goede staat', []],
  ['NL12 is geen rekeningnummer', []],
  ['Rekening NL91 ABNA 0417 1643 01 klopt niet', []],
  // Paying outside the platform.
  ['Je kunt betalen via een overboeking', ['offPlatformPayment']],
  ['Betaal via de bank, dan stuur ik het op', ['offPlatformPayment']],
  ['Stuur me maar een Tikkie', ['offPlatformPayment']],
  ['Wel graag vooruitbetalen', ['offPlatformPayment']],
  ['Vooruit  betalen en ik verstuur morgen', ['offPlatformPayment']],
  ['Kun je het bedrag eerst overmaken?', ['offPlatformPayment']],
  ['Via Western Union graag', ['offPlatformPayment']],
  ['PayPal vrienden en familie alsjeblieft', ['offPlatformPayment']],
  ['Can you pay outside the app?', ['offPlatformPayment']],
  ['Bank transfer first, then I ship', ['offPlatformPayment']],
  ['Please pay upfront with a gift card', ['offPlatformPayment']],
  // Payment links.
  ['https://tikkie.me/pay/Kraam/abc123', ['offPlatformPayment', 'paymentLink']],
  ['Hier: paypal.me/sannedv/250', ['paymentLink']],
  ['https://bunq.me/sanne', ['paymentLink']],
  ['https://www.ing.nl/payreq/m/?trxid=abc', ['paymentLink']],
  ['Betaal hier: https://pay.example-shop.com/i/77', ['paymentLink']],
  ['https://example.com/checkout/1234', ['paymentLink']],
  // IBANs: a valid check digit, with or without spaces.
  ['Mijn rekening: NL91ABNA0417164300', ['iban']],
  ['NL91 ABNA 0417 1643 00 t.n.v. S. de Vries', ['iban']],
  ['be68 5390 0754 7034 graag', ['iban']],
  ['DE89 3704 0044 0532 0130 00', ['iban']],
  // Phone numbers: Dutch forms and other country codes.
  ['Bel me op 06-12345678', ['phoneNumber']],
  ['App even naar 0612345678', ['phoneNumber']],
  ['Mijn nummer is +31 6 12345678', ['phoneNumber']],
  ['06 12 34 56 78 na zes uur', ['phoneNumber']],
  ['Vaste lijn 020-1234567', ['phoneNumber']],
  ['0031 6 1234 5678', ['phoneNumber']],
  ['Call +44 7911 123456', ['phoneNumber']],
  ['Belgisch nummer +32 470 12 34 56', ['phoneNumber']],
  // Several at once, in SAFETY_FLAGS order.
  [
    'Maak het bedrag over naar NL91ABNA0417164300 of bel 0612345678',
    ['offPlatformPayment', 'iban', 'phoneNumber'],
  ],
];

describe('safetyFlags', () => {
  it.each(cases)('%s', (text, flags) => {
    expect(safetyFlags(text)).toEqual(flags);
  });
});

describe('isValidIban', () => {
  it('checks the country length and mod 97', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91abna0417164300')).toBe(true);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('XX91ABNA0417164300')).toBe(false);
  });
});
