import type { ChatMessage, SafetyFlag } from '@kraam/shared';

/** A message as the pane shows it: stored, on its way, or failed (with the reason to show). */
export type MessageDelivery = 'sending' | 'sent' | 'failed';

export interface ChatMessageView extends ChatMessage {
  delivery: MessageDelivery;
  /** Why the last send failed, in the user's language. */
  error?: string;
}

export const storedView = (message: ChatMessage): ChatMessageView => ({ ...message, delivery: 'sent' });

/** The tick on an own message: a clock while sending, ✓ once stored, ✓✓ once the other party read it. */
export type ReadTick = 'sending' | 'failed' | 'sent' | 'read';

export function readTick(message: ChatMessageView, otherLastReadAt: string | null): ReadTick {
  if (message.delivery !== 'sent') return message.delivery;
  if (otherLastReadAt === null) return 'sent';
  return Date.parse(message.createdAt) <= Date.parse(otherLastReadAt) ? 'read' : 'sent';
}

// Most specific first: the warning speaks to the strongest sign in the message.
const FLAG_ORDER: readonly SafetyFlag[] = [
  'bidFarAbove',
  'paymentLink',
  'offPlatformPayment',
  'iban',
  'phoneNumber',
];

/** The flag whose warning shows above a message, or null for an unflagged one. */
export const warningFlag = (flags: readonly SafetyFlag[]): SafetyFlag | null =>
  FLAG_ORDER.find((flag) => flags.includes(flag)) ?? null;

/**
 * Adds or replaces messages (by id, or by clientId for an optimistic one). Stored messages are kept in
 * the server's order (time, then id); pending and failed ones stay at the end until they are stored, as
 * the device's clock cannot be compared with the server's.
 */
export function mergeMessages(
  current: readonly ChatMessageView[],
  incoming: readonly ChatMessageView[],
): ChatMessageView[] {
  const merged = [...current];
  for (const message of incoming) {
    const index = merged.findIndex(
      (known) =>
        (message.delivery === 'sent' && known.delivery === 'sent' && known.id === message.id) ||
        (message.clientId !== null && known.clientId === message.clientId),
    );
    if (index === -1) merged.push(message);
    else merged[index] = message;
  }
  const stored = merged
    .filter((message) => message.delivery === 'sent')
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  return [...stored, ...merged.filter((message) => message.delivery !== 'sent')];
}
