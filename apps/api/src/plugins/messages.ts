// Every text the API itself says to people, in Dutch and English. Error codes and field-error keys
// are the stable part; the text may change.
import {
  BIDS_PER_HOUR,
  FREE_AD_DAYS,
  PHONE_REVEALS_PER_DAY,
  RELIST_DAYS,
  PHONE_REVEAL_WINDOW_HOURS,
  REPORTS_PER_EMAIL_PER_HOUR,
  REVIEW_MIN_MESSAGES_EACH,
  REVIEW_WINDOW_DAYS,
  SAVED_SEARCH_MAX,
} from '@kraam/shared';
import type { ErrorCode, Lang, StatementCategory } from '@kraam/shared';
import { FIELD_MESSAGES, type FieldMessageKey } from '@kraam/shared/field-messages';

export { isFieldMessageKey, type FieldMessageKey } from '@kraam/shared/field-messages';

/** Besides the codes: more precise texts some errors give (their code stays the generic one). */
type DetailKey =
  | 'ROUTE_NOT_FOUND'
  | 'IMAGE_TOO_COMPLEX'
  | 'NOT_ADMIN'
  | 'WARM_AD_NOT_FOUND'
  | 'WARM_BOOTH_NOT_FOUND'
  | 'LIKE_OWN_AD'
  | 'PHONE_REVEAL_LIMIT'
  | 'REPORT_EMAIL_LIMIT'
  | 'AD_REMOVED'
  | 'BOOTH_REMOVED'
  | 'ACCOUNT_TERMINATED'
  | 'APPEAL_NOT_ALLOWED'
  | 'APPEAL_TOO_LATE'
  | 'APPEAL_EXISTS'
  | 'APPEAL_OWN_DECISION'
  | 'APPEAL_RESOLVED'
  | 'DECISION_TARGET_CHANGED'
  | 'DECISION_VISIBILITY_NOT_FOR_TARGET'
  | 'NOTICES_NOT_OF_TARGET'
  | 'NOTICES_STOPPED'
  | 'SAVED_SEARCH_LIMIT'
  | 'RENEWAL_LINK_USED'
  | 'RENEWAL_TOO_LATE'
  | 'RENEWAL_NOT_POSSIBLE'
  | 'BID_OWN_AD'
  | 'BID_NOT_OPEN'
  | 'BID_NOT_ACTIVE'
  | 'BID_ALREADY_ACCEPTED'
  | 'BID_RATE_LIMIT'
  | 'REVIEW_EXISTS'
  | 'REVIEW_TOO_EARLY'
  | 'REVIEW_CLOSED'
  | 'REVIEW_REPLIED'
  | 'SALE_MARKED_OTHER';

const errorMessages: Record<Lang, Record<ErrorCode | DetailKey, string>> = {
  nl: {
    VALIDATION_FAILED: 'Controleer de ingevulde gegevens.',
    GONE: 'Dit is verwijderd.',
    AD_REMOVED:
      'Deze advertentie is verwijderd na een besluit van onze moderatie, omdat ze in strijd was met de wet of met onze voorwaarden.',
    BOOTH_REMOVED:
      'Deze kraam is verwijderd na een besluit van onze moderatie, omdat ze in strijd was met de wet of met onze voorwaarden.',
    ACCOUNT_SUSPENDED:
      'Je account is geblokkeerd tot en met {until} wegens: {reason}. In de e-mail met de motivering en in je dashboard lees je waarom en hoe je bezwaar maakt.',
    ACCOUNT_TERMINATED:
      'Je account is beëindigd wegens: {reason}. In de e-mail met de motivering lees je waarom en hoe je bezwaar maakt.',
    APPEAL_NOT_ALLOWED: 'Alleen wie het besluit treft of de melding deed, kan bezwaar maken.',
    APPEAL_TOO_LATE: 'De termijn voor bezwaar (zes maanden) is voorbij.',
    RENEWAL_LINK_USED: 'Deze link is al gebruikt: de advertentie is al verlengd.',
    RENEWAL_TOO_LATE: `Deze advertentie is langer dan ${RELIST_DAYS} dagen verlopen. Plaats haar opnieuw via Mijn advertenties.`,
    RENEWAL_NOT_POSSIBLE:
      'Deze advertentie kan niet meer worden verlengd: ze is verkocht, offline gehaald of verwijderd.',
    APPEAL_EXISTS: 'Je hebt al bezwaar gemaakt tegen dit besluit.',
    APPEAL_OWN_DECISION: 'Je nam dit besluit zelf. Een andere moderator moet dit bezwaar behandelen.',
    APPEAL_RESOLVED: 'Over dit bezwaar is al beslist.',
    DECISION_TARGET_CHANGED: 'Dit is intussen al verwijderd of hersteld. Vernieuw de pagina.',
    DECISION_VISIBILITY_NOT_FOR_TARGET: 'Deze maatregel past niet bij wat er gemeld is.',
    NOTICES_NOT_OF_TARGET: 'Deze meldingen gaan niet (meer) over dit onderwerp of zijn al afgehandeld.',
    NOTICES_STOPPED:
      'Omdat eerdere meldingen van jou herhaaldelijk kennelijk ongegrond waren, nemen we tot en met {until} geen meldingen van je in behandeling. Is er gevaar voor iemand? Bel dan 112.',
    NOT_FOUND: 'Niet gevonden.',
    ROUTE_NOT_FOUND: 'Deze pagina of dit adres bestaat niet.',
    UNAUTHORIZED: 'Log in om verder te gaan.',
    FORBIDDEN: 'Je hebt hier geen toegang toe.',
    CONFLICT: 'Dit bestaat al of is intussen gewijzigd.',
    PAYLOAD_TOO_LARGE: 'Het verzoek is te groot.',
    UNSUPPORTED_MEDIA_TYPE: 'Dit bestandstype wordt niet ondersteund.',
    IMAGE_TOO_COMPLEX:
      'Deze afbeelding is te ingewikkeld om te verwerken. Maak hem eenvoudiger of upload hem als PNG of JPEG.',
    RATE_LIMITED: 'Te veel verzoeken. Probeer het straks opnieuw.',
    SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar. Probeer het straks opnieuw.',
    INTERNAL_ERROR: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
    INVALID_CREDENTIALS: 'Gebruikersnaam of wachtwoord onjuist',
    EMAIL_NOT_CONFIRMED:
      'Je e-mailadres is nog niet bevestigd. Open de link in de bevestigingsmail of vraag een nieuwe aan.',
    INVALID_TOKEN: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.',
    NO_BOOTH: 'Je hebt nog geen kraam. Zet eerst je kraam op en plaats dan je advertentie.',
    TOO_MANY_IMAGES: 'Je kunt maximaal 12 foto’s uploaden.',
    MAIN_IMAGE_REQUIRED: 'Je kunt de hoofdfoto niet verwijderen.',
    PAYMENT_FAILED: 'De betaling is niet gelukt. Er is niets afgeschreven.',
    CHAT_OWN_AD: 'Dit is je eigen advertentie. Je kunt geen gesprek met jezelf beginnen.',
    NOT_ADMIN: 'Dit account heeft geen beheerrechten.',
    WARM_AD_NOT_FOUND: 'Er staat geen advertentie met dit ID online. Er is niets aan de cache toegevoegd.',
    WARM_BOOTH_NOT_FOUND: 'Er is geen kraam met dit ID. Er is niets aan de cache toegevoegd.',
    LIKE_OWN_AD: 'Dit is je eigen advertentie. Je kunt die niet aan je favorieten toevoegen.',
    PHONE_REVEAL_LIMIT: `Je hebt de afgelopen ${PHONE_REVEAL_WINDOW_HOURS} uur de telefoonnummers van ${PHONE_REVEALS_PER_DAY} advertenties bekeken, meer kan niet. Probeer het later opnieuw of stuur de verkoper een bericht.`,
    REPORT_EMAIL_LIMIT: `Met dit e-mailadres zijn het afgelopen uur al ${REPORTS_PER_EMAIL_PER_HOUR} meldingen gedaan. Probeer het over een uur opnieuw.`,
    SAVED_SEARCH_LIMIT: `Je kunt maximaal ${SAVED_SEARCH_MAX} zoekopdrachten bewaren. Verwijder er eerst een.`,
    BID_OWN_AD: 'Dit is je eigen advertentie. Je kunt er niet zelf op bieden.',
    BID_NOT_OPEN: 'Op deze advertentie kan niet (meer) worden geboden.',
    BID_NOT_ACTIVE: 'Dit bod staat niet meer open: het is ingetrokken, verlopen of al beantwoord.',
    BID_ALREADY_ACCEPTED: 'De verkoper heeft al een bod geaccepteerd.',
    BID_RATE_LIMIT: `Je hebt het afgelopen uur al ${BIDS_PER_HOUR} keer geboden. Probeer het over een uur opnieuw.`,
    REVIEW_EXISTS: 'Je hebt over dit gesprek al een ervaring geschreven.',
    REVIEW_TOO_EARLY: `Een ervaring kan zodra de verkoper de verkoop heeft bevestigd, of als jullie allebei minstens ${REVIEW_MIN_MESSAGES_EACH} berichten schreven en het gesprek een dag oud is.`,
    REVIEW_CLOSED: `Een ervaring kan tot ${REVIEW_WINDOW_DAYS} dagen nadat dat mogelijk werd. Die termijn is voorbij.`,
    REVIEW_REPLIED: 'Je hebt al op deze ervaring gereageerd.',
    SALE_MARKED_OTHER: 'Je hebt deze advertentie al als verkocht aan een andere koper gemarkeerd.',
  },
  en: {
    VALIDATION_FAILED: 'Please check the data you entered.',
    GONE: 'This has been removed.',
    AD_REMOVED:
      'This ad was removed after a decision of our moderation, because it broke the law or our terms.',
    BOOTH_REMOVED:
      'This booth was removed after a decision of our moderation, because it broke the law or our terms.',
    ACCOUNT_SUSPENDED:
      'Your account is suspended until {until} inclusive because of: {reason}. The email with the statement of reasons and your dashboard tell you why and how to appeal.',
    ACCOUNT_TERMINATED:
      'Your account was terminated because of: {reason}. The email with the statement of reasons tells you why and how to appeal.',
    APPEAL_NOT_ALLOWED: 'Only whoever the decision affects or who made the report can appeal.',
    APPEAL_TOO_LATE: 'The period for an appeal (six months) is over.',
    RENEWAL_LINK_USED: 'This link has been used already: the ad was renewed.',
    RENEWAL_TOO_LATE: `This ad expired more than ${RELIST_DAYS} days ago. Place it again from My ads.`,
    RENEWAL_NOT_POSSIBLE: 'This ad can no longer be renewed: it was sold, taken offline or deleted.',
    APPEAL_EXISTS: 'You have already appealed against this decision.',
    APPEAL_OWN_DECISION: 'You made this decision yourself. Another moderator must handle this appeal.',
    APPEAL_RESOLVED: 'This appeal has already been decided.',
    DECISION_TARGET_CHANGED: 'This has meanwhile been removed or restored. Refresh the page.',
    DECISION_VISIBILITY_NOT_FOR_TARGET: 'This measure does not fit what was reported.',
    NOTICES_NOT_OF_TARGET: 'These notices are not (or no longer) about this, or have been handled already.',
    NOTICES_STOPPED:
      'Because earlier reports of yours were repeatedly manifestly unfounded, we do not take reports from you until {until} inclusive. Is someone in danger? Call 112.',
    NOT_FOUND: 'Not found.',
    ROUTE_NOT_FOUND: 'This page or address does not exist.',
    UNAUTHORIZED: 'Please log in to continue.',
    FORBIDDEN: 'You do not have access to this.',
    CONFLICT: 'This already exists or has changed in the meantime.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
    IMAGE_TOO_COMPLEX: 'This image is too complex to process. Simplify it or upload it as a PNG or JPEG.',
    RATE_LIMITED: 'Too many requests. Please try again shortly.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again later.',
    INVALID_CREDENTIALS: 'user name or password Error',
    EMAIL_NOT_CONFIRMED:
      'Your email address is not confirmed yet. Open the link in the confirmation email or ask for a new one.',
    INVALID_TOKEN: 'This link is invalid, already used or expired. Please ask for a new one.',
    NO_BOOTH: "you don't have a booth. First set up your booth and then register your ad",
    TOO_MANY_IMAGES: 'You can only upload 12 images',
    MAIN_IMAGE_REQUIRED: "You can't remove the main image",
    PAYMENT_FAILED: 'The payment did not go through. Nothing was charged.',
    CHAT_OWN_AD: 'This is your own ad. You cannot start a conversation with yourself.',
    NOT_ADMIN: 'This account has no admin rights.',
    WARM_AD_NOT_FOUND: 'There is no ad online with this ID. Nothing was added to the cache.',
    WARM_BOOTH_NOT_FOUND: 'There is no booth with this ID. Nothing was added to the cache.',
    LIKE_OWN_AD: 'This is your own ad. You cannot add it to your favourites.',
    PHONE_REVEAL_LIMIT: `You have seen the phone numbers of ${PHONE_REVEALS_PER_DAY} ads in the last ${PHONE_REVEAL_WINDOW_HOURS} hours, the most there can be. Please try again later or send the seller a message.`,
    REPORT_EMAIL_LIMIT: `${REPORTS_PER_EMAIL_PER_HOUR} reports have been made with this email address in the last hour. Please try again in an hour.`,
    SAVED_SEARCH_LIMIT: `You can save at most ${SAVED_SEARCH_MAX} searches. Please delete one first.`,
    BID_OWN_AD: 'This is your own ad. You cannot bid on it yourself.',
    BID_NOT_OPEN: 'This ad does not take bids (any more).',
    BID_NOT_ACTIVE: 'This bid is no longer open: it was withdrawn, expired or already answered.',
    BID_ALREADY_ACCEPTED: 'The seller has already accepted a bid.',
    BID_RATE_LIMIT: `You have bid ${BIDS_PER_HOUR} times in the past hour. Please try again in an hour.`,
    REVIEW_EXISTS: 'You have already written a review about this conversation.',
    REVIEW_TOO_EARLY: `A review is possible once the seller confirmed the sale, or when you both wrote at least ${REVIEW_MIN_MESSAGES_EACH} messages and the conversation is a day old.`,
    REVIEW_CLOSED: `A review is possible for ${REVIEW_WINDOW_DAYS} days from when it could first be written. That time has passed.`,
    REVIEW_REPLIED: 'You have already replied to this review.',
    SALE_MARKED_OTHER: 'You have already marked this ad sold to another buyer.',
  },
};

export type MessageKey = keyof (typeof errorMessages)['en'];

/** An error text with `{name}` placeholders filled from params. */
export const errorMessage = (lang: Lang, key: MessageKey, params: Record<string, string> = {}): string =>
  errorMessages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** A field error text with `{name}` placeholders filled from params. */
export function fieldMessage(lang: Lang, key: FieldMessageKey, params: Record<string, unknown> = {}): string {
  return FIELD_MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (Array.isArray(value)) return value.map(String).join(', ');
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : whole;
  });
}

/** Texts of successful answers (the envelope's `message`). */
const infoMessages = {
  nl: {
    REGISTERED: 'Bijna klaar: open de link in de e-mail die we je hebben gestuurd.',
    CONFIRMATION_SENT: 'Als dit account nog bevestigd moet worden, hebben we een nieuwe e-mail gestuurd.',
    EMAIL_CONFIRMED: 'Je e-mailadres is bevestigd. Je kunt nu inloggen.',
    RESET_SENT: 'Als er een account met dit e-mailadres bestaat, hebben we een e-mail met een link gestuurd.',
    PASSWORD_RESET: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
    PASSWORD_CHANGED: 'Je wachtwoord is gewijzigd.',
    LOGGED_OUT: 'Je bent uitgelogd.',
    USER_SAVED: 'Je gegevens zijn opgeslagen.',
    AVATAR_SAVED: 'Bijgewerkt',
    BOOTH_SAVED: 'Je kraam is opgeslagen.',
    AD_PUBLISHED: 'Je advertentie staat online.',
    AD_SAVED: 'Bijgewerkt',
    AD_DELETED: 'Advertentie verwijderd',
    ADS_UPDATED: 'Bijgewerkt',
    ADS_UNCHANGED: 'Er is niets gewijzigd.',
    AD_PROMOTED: 'Je advertentie staat 3 dagen op de voorpagina.',
    IMAGE_UPLOADED: 'Foto toegevoegd',
    IMAGE_DELETED: 'Foto verwijderd',
    MAIN_IMAGE_CHANGED: 'Hoofdfoto gewijzigd',
    IMAGES_REORDERED: 'Volgorde van de foto’s opgeslagen',
    FAVORITE_ADDED: 'Toegevoegd aan je favorieten',
    FAVORITE_REMOVED: 'Verwijderd uit je favorieten',
    CHAT_SUPPORT_NAME: 'Kraam Support',
    CHAT_DELETED_USER: 'Verwijderde gebruiker',
    CHAT_BLOCKED: 'Je ontvangt geen berichten meer van deze gebruiker in dit gesprek.',
    CHAT_UNBLOCKED: 'Je ontvangt weer berichten van deze gebruiker in dit gesprek.',
    CHAT_REPORTED: 'Bedankt voor je melding. De klantenservice kijkt ernaar.',
    REPORT_RECEIVED: 'Bedankt, je melding is ontvangen. We hebben je een ontvangstbevestiging gemaild.',
    REPORT_RECEIVED_ANONYMOUSLY: 'Bedankt, je melding is ontvangen.',
    REPORT_ALREADY_RECEIVED: 'Je had dit al gemeld. We behandelen het onder hetzelfde zaaknummer.',
    DECISION_RECORDED: 'Het besluit is vastgelegd en de betrokkenen zijn ingelicht.',
    APPEAL_RECEIVED:
      'Je bezwaar is ontvangen. Een andere moderator dan wie het besluit nam, beoordeelt het en we mailen je de uitkomst.',
    APPEAL_UPHELD: 'Het besluit blijft staan. De indiener van het bezwaar is ingelicht.',
    APPEAL_REVERSED: 'Het besluit is teruggedraaid en alles is hersteld. De betrokkenen zijn ingelicht.',
    SAVED_SEARCH_SAVED: 'Je zoekopdracht is bewaard.',
    SAVED_SEARCH_DELETED: 'Je zoekopdracht is verwijderd.',
    ALERT_UNSUBSCRIBED: 'Je ontvangt geen e-mails meer voor deze zoekopdracht.',
    PRICE_DROP_MAIL_OFF: 'Je ontvangt geen e-mails meer over prijsverlagingen van je favorieten.',
    AD_RENEWED: `Je advertentie is verlengd en staat weer ${FREE_AD_DAYS} dagen online.`,
    BID_PLACED: 'Je bod is geplaatst. De verkoper ziet het meteen.',
    BID_AUTO_DECLINED: 'De verkoper neemt een bod van dit bedrag niet aan. Je bod is afgewezen.',
    BID_AUTO_ACCEPTED: 'Je bod is meteen geaccepteerd. Je vindt het bericht van de verkoper in je chat.',
    BID_WITHDRAWN: 'Je bod is ingetrokken.',
    BID_ACCEPTED:
      'Je hebt het bod geaccepteerd. De advertentie staat op gereserveerd en de koper is ingelicht.',
    BID_DECLINED: 'Je hebt het bod afgewezen. De bieder is ingelicht.',
    BID_SETTINGS_SAVED: 'Je instellingen voor bieden zijn opgeslagen.',
    REVIEW_SAVED:
      'Bedankt voor je ervaring. Hij verschijnt zodra de ander er ook een schreef, of na 14 dagen.',
    REVIEW_REPLY_SAVED: 'Je reactie staat bij de ervaring.',
    SALE_MARKED: 'De advertentie staat op verkocht, aan deze koper. Jullie kunnen nu een ervaring schrijven.',
  },
  en: {
    REGISTERED: 'Almost done: open the link in the email we sent you.',
    CONFIRMATION_SENT: 'If this account still needs confirming, we have sent a new email.',
    EMAIL_CONFIRMED: 'Your email address is confirmed. You can log in now.',
    RESET_SENT: 'If an account with this email address exists, we have sent an email with a link.',
    PASSWORD_RESET: 'Your password has been changed. Log in with your new password.',
    PASSWORD_CHANGED: 'Your password has been changed.',
    LOGGED_OUT: 'You have been logged out.',
    USER_SAVED: 'Your details have been saved.',
    AVATAR_SAVED: 'Updated successfully',
    BOOTH_SAVED: 'Your booth has been saved.',
    AD_PUBLISHED: 'Your ad is online.',
    AD_SAVED: 'Updated successfully',
    AD_DELETED: 'Ad deleted',
    ADS_UPDATED: 'Updated successfully',
    ADS_UNCHANGED: 'Nothing was changed.',
    AD_PROMOTED: 'Your ad is on the home page for 3 days.',
    IMAGE_UPLOADED: 'Image added',
    IMAGE_DELETED: 'Image deleted',
    MAIN_IMAGE_CHANGED: 'Main image changed',
    IMAGES_REORDERED: 'Photo order saved',
    FAVORITE_ADDED: 'Ad added to favourites',
    FAVORITE_REMOVED: 'Ad removed from favourites',
    CHAT_SUPPORT_NAME: 'Kraam Support',
    CHAT_DELETED_USER: 'Deleted user',
    CHAT_BLOCKED: 'You no longer receive messages from this user in this conversation.',
    CHAT_UNBLOCKED: 'You receive messages from this user in this conversation again.',
    CHAT_REPORTED: 'Thank you for your report. Customer support will look into it.',
    REPORT_RECEIVED: 'Thank you, your report has been received. We have emailed you a receipt.',
    REPORT_RECEIVED_ANONYMOUSLY: 'Thank you, your report has been received.',
    REPORT_ALREADY_RECEIVED: 'You had reported this already. We handle it under the same case number.',
    DECISION_RECORDED: 'The decision has been recorded and the people involved have been told.',
    APPEAL_RECEIVED:
      'Your appeal has been received. A moderator other than the one who decided will review it, and we will email you the outcome.',
    APPEAL_UPHELD: 'The decision stands. Whoever appealed has been told.',
    APPEAL_REVERSED:
      'The decision has been reversed and everything restored. The people involved have been told.',
    SAVED_SEARCH_SAVED: 'Your search has been saved.',
    SAVED_SEARCH_DELETED: 'Your search has been deleted.',
    ALERT_UNSUBSCRIBED: 'You will no longer receive emails for this search.',
    PRICE_DROP_MAIL_OFF: 'You will no longer receive emails about price drops of your favourites.',
    AD_RENEWED: `Your ad is renewed and online for another ${FREE_AD_DAYS} days.`,
    BID_PLACED: 'Your bid has been placed. The seller sees it at once.',
    BID_AUTO_DECLINED: 'The seller does not take bids of this amount. Your bid has been declined.',
    BID_AUTO_ACCEPTED: 'Your bid was accepted at once. You will find the seller’s message in your chat.',
    BID_WITHDRAWN: 'Your bid has been withdrawn.',
    BID_ACCEPTED: 'You accepted the bid. The ad is now reserved and the buyer has been told.',
    BID_DECLINED: 'You declined the bid. The bidder has been told.',
    BID_SETTINGS_SAVED: 'Your bidding settings have been saved.',
    REVIEW_SAVED:
      'Thank you for your review. It appears once the other person wrote one too, or after 14 days.',
    REVIEW_REPLY_SAVED: 'Your reply is shown with the review.',
    SALE_MARKED: 'The ad is marked sold, to this buyer. You can both write a review now.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type InfoMessageKey = keyof (typeof infoMessages)['en'];

export const infoMessage = (lang: Lang, key: InfoMessageKey): string => infoMessages[lang][key];

const CATEGORY: Record<Lang, Record<StatementCategory, string>> = {
  nl: {
    STATEMENT_CATEGORY_SCAMS_AND_FRAUD: 'oplichting of fraude',
    STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS: 'een onveilig of verboden product',
    STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS: 'namaak of inbreuk op merk- of auteursrecht',
    STATEMENT_CATEGORY_CONSUMER_INFORMATION: 'misleidende informatie',
    STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH: 'haatdragende, bedreigende of beledigende inhoud',
    STATEMENT_CATEGORY_PROTECTION_OF_MINORS: 'gevaar voor kinderen',
    STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS: 'schending van privacy of persoonsgegevens',
    STATEMENT_CATEGORY_ANIMAL_WELFARE: 'dierenwelzijn',
    STATEMENT_CATEGORY_VIOLENCE: 'geweld',
    STATEMENT_CATEGORY_OTHER_VIOLATION_TC: 'een andere schending van onze voorwaarden',
    STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE: 'iets dat niet op Kraam thuishoort',
  },
  en: {
    STATEMENT_CATEGORY_SCAMS_AND_FRAUD: 'scam or fraud',
    STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS: 'an unsafe or prohibited product',
    STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS:
      'counterfeit, or trademark or copyright infringement',
    STATEMENT_CATEGORY_CONSUMER_INFORMATION: 'misleading information',
    STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH: 'hateful, threatening or insulting content',
    STATEMENT_CATEGORY_PROTECTION_OF_MINORS: 'danger to children',
    STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS: 'breach of privacy or personal data',
    STATEMENT_CATEGORY_ANIMAL_WELFARE: 'animal welfare',
    STATEMENT_CATEGORY_VIOLENCE: 'violence',
    STATEMENT_CATEGORY_OTHER_VIOLATION_TC: 'another breach of our terms',
    STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE: 'something that does not belong on Kraam',
  },
};

/** A Transparency Database category in plain words: in statements, and at a suspended account's login. */
export const categoryWords = (lang: Lang, category: string | null): string =>
  CATEGORY[lang][category as StatementCategory] ?? CATEGORY[lang].STATEMENT_CATEGORY_OTHER_VIOLATION_TC;
