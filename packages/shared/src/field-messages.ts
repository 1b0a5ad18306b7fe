import type { Lang } from './lang';

/**
 * The field-error texts, in Dutch and English, keyed by the stable codes that the shared schemas put in
 * their refine() messages. The API answers with them and the web app's forms show them, so a rule is
 * worded once whether the browser or the server refuses it. `{name}` is a parameter (ICU's simple form).
 */
export const FIELD_MESSAGES = {
  nl: {
    REQUIRED: 'Dit veld is verplicht.',
    INVALID: 'Deze waarde is ongeldig.',
    INVALID_TYPE: 'Deze waarde heeft het verkeerde type.',
    INVALID_CHOICE: 'Kies een van de toegestane waarden: {values}.',
    TOO_SMALL: 'Deze waarde is te klein of te kort (minimaal {minimum}).',
    TOO_BIG: 'Deze waarde is te groot of te lang (maximaal {maximum}).',
    UNKNOWN_FIELD: 'Dit veld is onbekend.',
    INVALID_CHARACTERS: 'Deze tekst bevat een teken dat niet is toegestaan.',
    CITY_SEARCH_TOO_SHORT: 'Typ minstens 2 letters om een plaats te zoeken.',
    UNSUPPORTED_WIDTH: 'Deze afbeeldingsbreedte wordt niet ondersteund.',
    EMAIL_INVALID: 'Vul een geldig e-mailadres in.',
    PASSWORD_TOO_COMMON: 'Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.',
    PHONE_INVALID:
      'Dit is geen geldig telefoonnummer. Typ het bijvoorbeeld als 06 12345678 of +32 470 12 34 56.',
    WRONG_PASSWORD: 'Het huidige wachtwoord klopt niet.',
    PRICE_NOT_ALLOWED: 'Bij dit prijstype hoort geen bedrag.',
    TOO_MANY_IMAGES: 'Je kunt maximaal 12 foto’s uploaden.',
    CATEGORY_NOT_LEAF: 'Kies een subcategorie zonder verdere onderverdeling.',
    SEARCH_TOO_SHORT: 'Typ meer dan 2 tekens om te zoeken.',
    RENEW_TOO_EARLY: 'Deze advertentie kan pas 3 dagen voor het verlopen worden verlengd.',
    NOT_ACTIVE: 'Deze advertentie staat niet online.',
    CHAT_MESSAGE_TOO_LONG: 'Je bericht mag maximaal 2000 tekens lang zijn.',
    CHAT_TARGET_REQUIRED:
      'Kies waar je bericht heen gaat: een advertentie, een gesprek of de klantenservice.',
    CHAT_SUPPORT_NOT_BLOCKABLE: 'Je kunt de klantenservice niet blokkeren.',
    CHAT_INVALID_CHARACTERS: 'Je tekst bevat een teken dat niet is toegestaan.',
    REPORT_GOOD_FAITH_REQUIRED: 'Verklaar dat je melding te goeder trouw, juist en volledig is.',
    MODERATION_RESTRICTION_REQUIRED: 'Kies wat er beperkt wordt: de zichtbaarheid of het account.',
    MODERATION_TERMS_CLAUSE_REQUIRED: 'Noem het artikel van de voorwaarden, bijvoorbeeld „artikel 4.2”.',
    MODERATION_SOURCE_VOLUNTARY: 'Zonder meldingen is de bron een eigen onderzoek (SOURCE_VOLUNTARY).',
    MODERATION_SOURCE_NOTICE:
      'Een besluit op meldingen heeft als bron een melding, niet een eigen onderzoek.',
    MODERATION_END_AFTER_START: 'De einddatum moet na de ingangsdatum liggen.',
    KVK_INVALID: 'Een KvK-nummer bestaat uit precies 8 cijfers.',
    PUSH_SERVICE_UNKNOWN: 'Dit is geen adres van een bekende pushdienst van een browser.',
    BID_TOO_LOW: 'Minimaal {minimum}',
    BID_NOT_HIGHER: 'Je nieuwe bod moet hoger zijn dan je huidige bod van {previous}.',
    BID_ACCEPT_BELOW_DECLINE:
      'Het bedrag voor automatisch accepteren moet hoger zijn dan dat voor automatisch afwijzen.',
    BID_NOT_OPEN: 'Op deze advertentie kun je (nu) niet bieden.',
  },
  en: {
    REQUIRED: 'This field is required.',
    INVALID: 'This value is invalid.',
    INVALID_TYPE: 'This value has the wrong type.',
    INVALID_CHOICE: 'Choose one of the allowed values: {values}.',
    TOO_SMALL: 'This value is too small or too short (minimum {minimum}).',
    TOO_BIG: 'This value is too large or too long (maximum {maximum}).',
    UNKNOWN_FIELD: 'This field is not known.',
    INVALID_CHARACTERS: 'This text contains a character that is not allowed.',
    CITY_SEARCH_TOO_SHORT: 'Type at least 2 letters to search for a city.',
    UNSUPPORTED_WIDTH: 'This image width is not supported.',
    EMAIL_INVALID: 'Enter a valid email address.',
    PASSWORD_TOO_COMMON: 'This password is too common. Please choose another one.',
    PHONE_INVALID:
      'This is not a valid phone number. Type it as, for example, 06 12345678 or +32 470 12 34 56.',
    WRONG_PASSWORD: 'The current password is not correct.',
    PRICE_NOT_ALLOWED: 'This price type does not take an amount.',
    TOO_MANY_IMAGES: 'You can only upload 12 images',
    CATEGORY_NOT_LEAF: 'Choose a subcategory that has no further subcategories.',
    SEARCH_TOO_SHORT: 'Type more than 2 characters to search.',
    RENEW_TOO_EARLY: 'This ad can be renewed from 3 days before it expires.',
    NOT_ACTIVE: 'This ad is not online.',
    CHAT_MESSAGE_TOO_LONG: 'Your message can be at most 2000 characters long.',
    CHAT_TARGET_REQUIRED: 'Choose where your message goes: an ad, a conversation or customer support.',
    CHAT_SUPPORT_NOT_BLOCKABLE: 'You cannot block customer support.',
    CHAT_INVALID_CHARACTERS: 'Your text contains a character that is not allowed.',
    REPORT_GOOD_FAITH_REQUIRED:
      'Declare that your report is made in good faith and is accurate and complete.',
    MODERATION_RESTRICTION_REQUIRED: 'Choose what is restricted: the visibility or the account.',
    MODERATION_TERMS_CLAUSE_REQUIRED: 'Name the article of the terms, for example “article 4.2”.',
    MODERATION_SOURCE_VOLUNTARY:
      'Without notices the source is an own-initiative investigation (SOURCE_VOLUNTARY).',
    MODERATION_SOURCE_NOTICE:
      'A decision on notices has a notice as its source, not an own-initiative investigation.',
    MODERATION_END_AFTER_START: 'The end date must be after the start date.',
    KVK_INVALID: 'A KvK number (Dutch Chamber of Commerce) is exactly 8 digits.',
    PUSH_SERVICE_UNKNOWN: 'This is not the address of a known browser push service.',
    BID_TOO_LOW: 'At least {minimum}',
    BID_NOT_HIGHER: 'Your new bid must be higher than your current bid of {previous}.',
    BID_ACCEPT_BELOW_DECLINE:
      'The amount to accept automatically must be higher than the one to decline automatically.',
    BID_NOT_OPEN: 'This ad does not take bids (now).',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type FieldMessageKey = keyof (typeof FIELD_MESSAGES)['en'];

export const isFieldMessageKey = (value: string): value is FieldMessageKey =>
  Object.hasOwn(FIELD_MESSAGES.en, value);
