// Chat (SPEC §2 /dashboard/chat, §4 unread dot, §7 realtime, §8 'Unread Messages'; DESIGN §5): the
// conversation calls, the hub's records and what the server pushes. One contract for API, web, e2e and bench.
import { z } from 'zod';
import { RENTAL_PERIODS, TRADE_STATES } from './ads';
import { DEFAULT_LANGUAGE, PRICE_TYPES } from './constants';
import { envelope, listEnvelope } from './envelope';
import { isStorableText, idParamSchema } from './input-fields';
import { langSchema } from './lang';

/** A message's length after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_REPORT_DETAILS_MAX_LENGTH = 1000;
export const CONVERSATION_LIST_DEFAULT_LIMIT = 20;
export const CONVERSATION_LIST_MAX_LIMIT = 50;
export const MESSAGE_PAGE_DEFAULT_LIMIT = 30;
export const MESSAGE_PAGE_MAX_LIMIT = 100;
/** Messages one user may send per window; the next answers 429. */
export const CHAT_SEND_LIMIT = { max: 30, windowMs: 60_000 } as const;
/** A message still unread this long after it arrived while its recipient was offline sends one email. */
export const CHAT_UNREAD_EMAIL_DELAY_MS = 15 * 60_000;
/** At most one such email per conversation and recipient in this window. */
export const CHAT_UNREAD_EMAIL_INTERVAL_MS = 60 * 60_000;

// The hub (DESIGN §5): SignalR JSON protocol over WebSocket.
export const CHAT_HUB_PATH = '/ChatHub';
/** Every hub record ends with this byte. */
export const HUB_RECORD_SEPARATOR = '\u001e';
export const HUB_PING_INTERVAL_MS = 15_000;
/** The official client's serverTimeoutInMilliseconds default: no record for this long ends the link. */
export const HUB_CLIENT_TIMEOUT_MS = 30_000;
/** A larger WebSocket frame, or a record that grows beyond it, closes the connection. */
export const HUB_MAX_FRAME_BYTES = 64 * 1024;
export const HUB_MESSAGE_TYPES = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
} as const;
/** What clients invoke. */
export const HUB_CLIENT_METHODS = { connect: 'Connect' } as const;
/** What the server invokes on clients. */
export const HUB_SERVER_METHODS = { sendMessage: 'SendMessage', messagesRead: 'MessagesRead' } as const;

/** Set on a message by the server; the text itself is never changed. */
/** `bidFarAbove`: set by bidding, not by the text check, on the note of a bid far above the others (bids.ts). */
export const SAFETY_FLAGS = [
  'offPlatformPayment',
  'paymentLink',
  'iban',
  'phoneNumber',
  'bidFarAbove',
] as const;
export type SafetyFlag = (typeof SAFETY_FLAGS)[number];

export const REPORT_REASONS = ['scam', 'offPlatformPayment', 'abuse', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const CONVERSATION_KINDS = ['ad', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** A support conversation as the team sees it: the user's message waits (open), or the team wrote last. */
export const SUPPORT_STATES = ['open', 'answered'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

const positiveId = idParamSchema;
const cursor = z.string().trim().max(300).optional();
const lang = langSchema.default(DEFAULT_LANGUAGE);

export const chatUserSchema = z.object({
  id: z.number().int(),
  /** First and last name; for the support team 'Kraam Support' (decision 0026). */
  name: z.string(),
  avatarId: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int().nullable(),
  body: z.string(),
  /** ISO 8601 in UTC. */
  createdAt: z.string(),
  /** The sender's retry key, echoed so an optimistic message can be matched with the stored one. */
  clientId: z.string().nullable(),
  flags: z.array(z.enum(SAFETY_FLAGS)),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The ad a conversation is about, as its card at the top of the conversation shows it. */
export const chatAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priceType: z.enum(PRICE_TYPES),
  priceCents: z.number().int().nullable(),
  rentalPeriod: z.enum(RENTAL_PERIODS).nullable(),
  /** The main image's file id. */
  galleryId: z.string().nullable(),
  tradeState: z.enum(TRADE_STATES),
  /** False once the ad is deleted, expired or offline: the card says so instead of linking. */
  available: z.boolean(),
});
export type ChatAd = z.infer<typeof chatAdSchema>;

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  /** The other party: the seller or buyer; for a user's support conversation the support team. */
  other: chatUserSchema,
  /** Null for support conversations. */
  ad: chatAdSchema.nullable(),
  /** True when the caller sells the ad (the other party is the buyer). */
  iAmSeller: z.boolean(),
  lastMessage: chatMessageSchema.nullable(),
  lastMessageAt: z.string(),
  /** Messages from the other party newer than the caller's last read. */
  unreadCount: z.number().int().nonnegative(),
  /** When the other party last read the conversation: the caller's messages up to it are 'read'. */
  otherLastReadAt: z.string().nullable(),
  /** The caller blocked the other party here. */
  blocked: z.boolean(),
  /**
   * The other party's booth, if they have one: for a buyer the seller's booth, whose name the ad page
   * shows and the chat names the seller by (decision 0026). Null for the support team.
   */
  otherBooth: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Set when the caller answers this support conversation as the team: who wrote, and its state. */
  customer: z
    .object({
      /** When the user joined Kraam, ISO 8601 in UTC. */
      memberSince: z.string(),
      state: z.enum(SUPPORT_STATES),
    })
    .nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/**
 * GET /ChatHub/GetAll: the caller's conversations, most recent activity first. `advertisementId` finds
 * the caller's own conversation about that ad (as buyer), `conversationId` one conversation, `support`
 * the caller's support conversation; each gives a list of at most one.
 */
export const conversationListQuerySchema = z.object({
  lang,
  cursor,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_LIST_MAX_LIMIT)
    .default(CONVERSATION_LIST_DEFAULT_LIMIT),
  advertisementId: positiveId.optional(),
  conversationId: positiveId.optional(),
  support: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;
export const conversationListSchema = z.array(conversationSummarySchema);
export const conversationListResponseSchema = listEnvelope(conversationSummarySchema).extend({
  /** Unread messages over all the caller's conversations: the header's dot after a reload. */
  unreadTotal: z.number().int().nonnegative(),
  /** The caller answers support conversations (an admin): the list holds every user's. */
  supportTeam: z.boolean(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

/**
 * GET /exhibitor/v2/Conversation/GetAll: one conversation's messages, newest first; `cursor` pages to
 * older ones. Reading marks the conversation read and tells the other party (MessagesRead).
 */
export const messageListQuerySchema = z.object({
  lang,
  conversationId: positiveId,
  cursor,
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX_LIMIT).default(MESSAGE_PAGE_DEFAULT_LIMIT),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);
export const messageListResponseSchema = listEnvelope(chatMessageSchema).extend({
  conversation: conversationSummarySchema,
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const chatMessageTextSchema = z
  .string()
  .trim()
  .min(1, { message: 'REQUIRED' })
  .max(CHAT_MESSAGE_MAX_LENGTH, { message: 'CHAT_MESSAGE_TOO_LONG' })
  .refine(isStorableText, { message: 'CHAT_INVALID_CHARACTERS' });

/**
 * POST /exhibitor/v2/Conversation/Insert: exactly one of advertisementId (start or continue the caller's
 * conversation with that ad's seller), conversationId (continue one) or support: true (the caller's
 * support conversation). The same clientId from the same sender never stores a second message.
 */
export const messageInsertBodySchema = z
  .object({
    advertisementId: positiveId.optional(),
    conversationId: positiveId.optional(),
    support: z.literal(true).optional(),
    message: chatMessageTextSchema,
    clientId: z.uuid().optional(),
  })
  .refine(
    (body) =>
      [body.advertisementId, body.conversationId, body.support].filter((v) => v !== undefined).length === 1,
    { message: 'CHAT_TARGET_REQUIRED', path: ['conversationId'] },
  );
export type MessageInsertBody = z.infer<typeof messageInsertBodySchema>;
export const messageInsertResultSchema = z.object({
  conversationId: z.number().int(),
  message: chatMessageSchema,
});
export type MessageInsertResult = z.infer<typeof messageInsertResultSchema>;
export const messageInsertResponseSchema = envelope(messageInsertResultSchema);

/** POST /exhibitor/v2/Conversation/Read: marks a conversation read (a live message seen in an open pane). */
export const conversationReadBodySchema = z.object({ conversationId: positiveId });
export const conversationReadResultSchema = z.object({
  conversationId: z.number().int(),
  lastReadAt: z.string(),
});
export type ConversationReadResult = z.infer<typeof conversationReadResultSchema>;
export const conversationReadResponseSchema = envelope(conversationReadResultSchema);

/**
 * POST /exhibitor/v2/Conversation/Block: `blocked: true` stops the other party's messages reaching the
 * caller (they are stored for the sender only, who is not told); false lifts it.
 */
export const conversationBlockBodySchema = z.object({ conversationId: positiveId, blocked: z.boolean() });
export const conversationBlockResultSchema = z.object({
  conversationId: z.number().int(),
  blocked: z.boolean(),
});
export type ConversationBlockResult = z.infer<typeof conversationBlockResultSchema>;
export const conversationBlockResponseSchema = envelope(conversationBlockResultSchema);

/** POST /exhibitor/v2/Conversation/Report: stored for support. */
export const conversationReportBodySchema = z.object({
  conversationId: positiveId,
  reason: z.enum(REPORT_REASONS),
  details: z
    .string()
    .trim()
    .max(CHAT_REPORT_DETAILS_MAX_LENGTH)
    .refine(isStorableText, { message: 'CHAT_INVALID_CHARACTERS' })
    .optional(),
});
export const conversationReportResultSchema = z.object({ reportId: z.number().int() });
export type ConversationReportResult = z.infer<typeof conversationReportResultSchema>;
export const conversationReportResponseSchema = envelope(conversationReportResultSchema);

/** POST /ChatHub/negotiate?negotiateVersion=1; the official client may add query parameters of its own. */
export const hubNegotiateQuerySchema = z.object({ negotiateVersion: z.string().max(8).optional() }).loose();

/** POST /ChatHub/negotiate?negotiateVersion=1: the answer the official client accepts (DESIGN §5). */
export const hubNegotiateResponseSchema = z.object({
  negotiateVersion: z.literal(1),
  connectionId: z.string(),
  connectionToken: z.string(),
  availableTransports: z.array(
    z.object({ transport: z.literal('WebSockets'), transferFormats: z.array(z.enum(['Text', 'Binary'])) }),
  ),
});

/** `Connect`'s completion result. */
export const hubConnectResultSchema = z.object({ userId: z.number().int(), unreadTotal: z.number().int() });
export type HubConnectResult = z.infer<typeof hubConnectResultSchema>;

/**
 * SendMessage's arguments: [the sender's name, { data: { user, message } }] (SPEC §7). Sent to every
 * open connection of the recipient and to the sender's other tabs.
 */
export const sendMessagePushSchema = z.object({
  data: z.object({
    user: chatUserSchema,
    message: chatMessageSchema,
    /** The ad's title, for the browser notification and the list; null for support. */
    adTitle: z.string().nullable(),
    /**
     * In a support conversation, the user it is with. Every admin receives it: to them (the team) only
     * that user's messages are from the other party; a colleague's answer is the team's own.
     */
    supportUserId: z.number().int().optional(),
  }),
});
export type SendMessagePush = z.infer<typeof sendMessagePushSchema>;

/** MessagesRead's only argument: the reader's read state, so the writer's 'read' ticks update. */
export const messagesReadPushSchema = z.object({
  data: z.object({ conversationId: z.number().int(), readerId: z.number().int(), lastReadAt: z.string() }),
});
export type MessagesReadPush = z.infer<typeof messagesReadPushSchema>;
