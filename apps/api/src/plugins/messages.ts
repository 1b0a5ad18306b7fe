// Every text the API itself says to people, in Dutch and English. Error codes and field-error keys
// are the stable part; the text may change.
import type { ErrorCode, Lang } from '@kraam/shared';

const errorMessages: Record<Lang, Record<ErrorCode | 'ROUTE_NOT_FOUND', string>> = {
  nl: {
    VALIDATION_FAILED: 'Controleer de ingevulde gegevens.',
    NOT_FOUND: 'Niet gevonden.',
    ROUTE_NOT_FOUND: 'Deze pagina of dit adres bestaat niet.',
    UNAUTHORIZED: 'Log in om verder te gaan.',
    FORBIDDEN: 'Je hebt hier geen toegang toe.',
    CONFLICT: 'Dit bestaat al of is intussen gewijzigd.',
    PAYLOAD_TOO_LARGE: 'Het verzoek is te groot.',
    UNSUPPORTED_MEDIA_TYPE: 'Dit bestandstype wordt niet ondersteund.',
    RATE_LIMITED: 'Te veel verzoeken. Probeer het straks opnieuw.',
    SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar. Probeer het straks opnieuw.',
    INTERNAL_ERROR: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
  },
  en: {
    VALIDATION_FAILED: 'Please check the data you entered.',
    NOT_FOUND: 'Not found.',
    ROUTE_NOT_FOUND: 'This page or address does not exist.',
    UNAUTHORIZED: 'Please log in to continue.',
    FORBIDDEN: 'You do not have access to this.',
    CONFLICT: 'This already exists or has changed in the meantime.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
    RATE_LIMITED: 'Too many requests. Please try again shortly.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again later.',
  },
};

export type MessageKey = keyof (typeof errorMessages)['en'];

/** Field errors. Shared zod schemas put these keys in their refine() messages. */
const fieldMessages = {
  nl: {
    REQUIRED: 'Dit veld is verplicht.',
    INVALID: 'Deze waarde is ongeldig.',
    INVALID_TYPE: 'Deze waarde heeft het verkeerde type.',
    INVALID_CHOICE: 'Kies een van de toegestane waarden: {values}.',
    TOO_SMALL: 'Deze waarde is te klein of te kort (minimaal {minimum}).',
    TOO_BIG: 'Deze waarde is te groot of te lang (maximaal {maximum}).',
    UNKNOWN_FIELD: 'Dit veld is onbekend.',
    CITY_SEARCH_TOO_SHORT: 'Typ minstens 2 letters om een plaats te zoeken.',
    UNSUPPORTED_WIDTH: 'Deze afbeeldingsbreedte wordt niet ondersteund.',
  },
  en: {
    REQUIRED: 'This field is required.',
    INVALID: 'This value is invalid.',
    INVALID_TYPE: 'This value has the wrong type.',
    INVALID_CHOICE: 'Choose one of the allowed values: {values}.',
    TOO_SMALL: 'This value is too small or too short (minimum {minimum}).',
    TOO_BIG: 'This value is too large or too long (maximum {maximum}).',
    UNKNOWN_FIELD: 'This field is not known.',
    CITY_SEARCH_TOO_SHORT: 'Type at least 2 letters to search for a city.',
    UNSUPPORTED_WIDTH: 'This image width is not supported.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type FieldMessageKey = keyof (typeof fieldMessages)['en'];

export const errorMessage = (lang: Lang, key: MessageKey): string => errorMessages[lang][key];

export const isFieldMessageKey = (value: string): value is FieldMessageKey =>
  Object.hasOwn(fieldMessages.en, value);

/** A field error text with `{name}` placeholders filled from params. */
export function fieldMessage(lang: Lang, key: FieldMessageKey, params: Record<string, unknown> = {}): string {
  return fieldMessages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (Array.isArray(value)) return value.map(String).join(', ');
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : whole;
  });
}
