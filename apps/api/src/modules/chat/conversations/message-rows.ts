// A stored message as the API shows it, and which messages a viewer may see: a message stored while
// its recipient had blocked the sender is the sender's alone.
import { SAFETY_FLAGS } from '@kraam/shared';
import type { ChatMessage, SafetyFlag } from '@kraam/shared';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

export interface MessageRow {
  id: string | number;
  conversation_id: number;
  sender_id: number | null;
  body: string;
  created_at: Date;
  client_id: string | null;
  flags: string[];
}

const isSafetyFlag = (flag: string): flag is SafetyFlag => (SAFETY_FLAGS as readonly string[]).includes(flag);

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: Number(row.id),
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  body: row.body,
  createdAt: row.created_at.toISOString(),
  clientId: row.client_id,
  flags: row.flags.filter(isSafetyFlag),
});

/** The `messages` row under `alias` is visible to the viewer; the support team sees every message. */
export const visibleTo = (alias: string, viewerId: number, asTeam: boolean): RawBuilder<boolean> => {
  // A message removed by a moderation decision leaves the conversation for everyone.
  const kept = sql<boolean>`${sql.ref(`${alias}.removed_decision_id`)} is null`;
  return asTeam
    ? kept
    : sql<boolean>`(${kept} and (not ${sql.ref(`${alias}.hidden_from_recipient`)} or ${sql.ref(`${alias}.sender_id`)} = ${viewerId}::integer))`;
};
