// What a push says, in its reader's language: a notification in the words the centre uses
// (apps/web/messages/*/notifications.json), a chat message as its sender and first words.
import { notificationTarget, NOTIFICATIONS_PAGE } from '@kraam/shared';
import type { Lang, Notification, PushMessage } from '@kraam/shared';
import { euros } from '../../../mail/alert-mail';

/** A chat message's first words in the push; the conversation shows the rest. */
const CHAT_PREVIEW_LENGTH = 120;

/** A notification's subject as the words need it: fallbacks filled in, prices written out. */
interface Named {
  title: string;
  search: string;
  /** ' — € 120' or '' (the words say what goes before the amount). */
  price: (before: string) => string;
  was: string;
}

interface Words {
  ad: string;
  search: string;
  system: string;
  kinds: Record<Exclude<Notification['kind'], 'system'>, (named: Named) => string>;
  chatTitle: (sender: string) => string;
}

const WORDS: Record<Lang, Words> = {
  nl: {
    ad: 'een advertentie',
    search: 'je zoekopdracht',
    system: 'Een bericht van Kraam',
    kinds: {
      savedSearchMatch: (n) => `Nieuw voor “${n.search}”: ${n.title}${n.price(' — ')}`,
      priceDrop: (n) => `Je favoriet ${n.title} is in prijs verlaagd${n.price(' naar ')}${n.was}`,
      favouriteReserved: (n) => `Je favoriet ${n.title} is gereserveerd`,
      favouriteSold: (n) => `Je favoriet ${n.title} is verkocht`,
      favouriteRemoved: (n) => `Je favoriet ${n.title} is niet meer beschikbaar`,
      adExpiring: (n) => `Je advertentie ${n.title} verloopt bijna. Verleng hem om hem online te houden.`,
      moderationDecision: () => 'Onze moderatie heeft een besluit genomen. Lees hier wat en waarom.',
      appealOutcome: () => 'Je bezwaar is behandeld. Lees hier de uitkomst.',
      bidPlaced: (n) => `Nieuw bod${n.price(' van ')} op ${n.title}`,
      bidAccepted: (n) => `Je bod${n.price(' van ')} op ${n.title} is geaccepteerd`,
      bidDeclined: (n) => `Je bod${n.price(' van ')} op ${n.title} is afgewezen`,
      bidLost: (n) => `De verkoper van ${n.title} heeft een ander bod geaccepteerd`,
      bidEnded: (n) => `Het bieden op ${n.title} is gesloten`,
    },
    chatTitle: (sender) => `Nieuw bericht van ${sender}`,
  },
  en: {
    ad: 'an ad',
    search: 'your search',
    system: 'A message from Kraam',
    kinds: {
      savedSearchMatch: (n) => `New for “${n.search}”: ${n.title}${n.price(' — ')}`,
      priceDrop: (n) => `Your favourite ${n.title} is now cheaper${n.price(': ')}${n.was}`,
      favouriteReserved: (n) => `Your favourite ${n.title} is reserved`,
      favouriteSold: (n) => `Your favourite ${n.title} has been sold`,
      favouriteRemoved: (n) => `Your favourite ${n.title} is no longer available`,
      adExpiring: (n) => `Your ad ${n.title} expires soon. Renew it to keep it online.`,
      moderationDecision: () => 'Our moderators made a decision. Read here what and why.',
      appealOutcome: () => 'Your appeal has been handled. Read the outcome here.',
      bidPlaced: (n) => `New bid${n.price(' of ')} on ${n.title}`,
      bidAccepted: (n) => `Your bid${n.price(' of ')} on ${n.title} has been accepted`,
      bidDeclined: (n) => `Your bid${n.price(' of ')} on ${n.title} has been declined`,
      bidLost: (n) => `The seller of ${n.title} accepted another bid`,
      bidEnded: (n) => `Bidding on ${n.title} has closed`,
    },
    chatTitle: (sender) => `New message from ${sender}`,
  },
};

export function notificationPush(
  notification: Pick<Notification, 'id' | 'kind' | 'subject'>,
  lang: Lang,
): PushMessage {
  const words = WORDS[lang];
  const { kind, subject } = notification;
  const named: Named = {
    title: subject.title ?? words.ad,
    search: subject.savedSearchName ?? words.search,
    price: (before) => (subject.priceCents === null ? '' : `${before}${euros(subject.priceCents)}`),
    was: subject.previousPriceCents === null ? '' : ` (was ${euros(subject.previousPriceCents)})`,
  };
  return {
    title: 'Kraam',
    body: kind === 'system' ? (subject.title ?? words.system) : words.kinds[kind](named),
    path: notificationTarget(notification) ?? NOTIFICATIONS_PAGE,
    tag: `notification-${notification.id}`,
  };
}

export function chatPush(
  message: { conversationId: number; sender: string; text: string },
  lang: Lang,
): PushMessage {
  const text = message.text.replace(/\s+/g, ' ').trim();
  return {
    title: WORDS[lang].chatTitle(message.sender),
    body: text.length > CHAT_PREVIEW_LENGTH ? `${text.slice(0, CHAT_PREVIEW_LENGTH - 1)}…` : text,
    path: `/dashboard/chat?conversationId=${message.conversationId}`,
    tag: `chat-${message.conversationId}`,
  };
}
