-- Chat unread counts (issue 11) compare a message's time with a read time: this index reads only the
-- unread part of a conversation instead of all its messages.
CREATE INDEX messages_conversation_created_idx ON messages (conversation_id, created_at);
-- The support team's unread total reads only the support conversations with something unread.
CREATE INDEX conversations_support_unread_idx ON conversations (last_message_at DESC, id DESC)
  WHERE kind = 'support' AND (support_last_read_at IS NULL OR support_last_read_at < last_message_at);
