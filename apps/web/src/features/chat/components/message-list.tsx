'use client';
import { useLayoutEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ChatMessageView } from '../model/chat-message-view';
import { groupByDay } from '../model/message-days';
import { DaySeparator } from './day-separator';
import type { MessageAction } from './message-action';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: ChatMessageView[];
  userId: number | null;
  otherName: string;
  /** The caller answers as the support team: every message but the user's is the team's own side. */
  team?: { customerId: number; name: string } | null;
  otherLastReadAt: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The last try to load older messages failed (the button tries again). */
  olderFailed?: boolean;
  onLoadOlder: () => void;
  onRetry: (message: ChatMessageView) => void;
  /** Offered beside each stored message of the other party (reporting it). */
  messageAction?: MessageAction | null;
}

/** Near the top, older messages load; near the bottom, new ones keep the view at the bottom. */
const EDGE_PX = 80;

interface ScrollSnapshot {
  top: number;
  height: number;
  firstKey: string | null;
  atBottom: boolean;
}

const keyOf = (message: ChatMessageView) => message.clientId ?? `id-${message.id}`;

const snapshotOf = (element: HTMLDivElement, firstKey: string | null): ScrollSnapshot => ({
  top: element.scrollTop,
  height: element.scrollHeight,
  firstKey,
  atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX,
});

/**
 * The conversation's messages by day. Scrolling to the top loads older ones without moving what is on
 * screen; a new message at the bottom scrolls into view when the user was already there.
 */
export function MessageList({
  messages,
  userId,
  otherName,
  team = null,
  otherLastReadAt,
  hasOlder,
  loadingOlder,
  olderFailed = false,
  onLoadOlder,
  onRetry,
  messageAction = null,
}: MessageListProps) {
  const t = useTranslations('chat.messages');
  const scroller = useRef<HTMLDivElement>(null);
  const snapshot = useRef<ScrollSnapshot | null>(null);
  const firstKey = messages[0] ? keyOf(messages[0]) : null;
  const isMine = (message: ChatMessageView) =>
    team ? message.senderId !== team.customerId : message.senderId === userId;
  const labelOf = (message: ChatMessageView) =>
    !isMine(message) ? otherName : message.senderId === userId || !team ? t('you') : team.name;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = snapshot.current;
    if (before && before.firstKey !== null && before.firstKey !== firstKey) {
      // Older messages came in above: keep the ones the user was reading where they were.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (!before || before.atBottom || messages.at(-1)?.delivery === 'sending') {
      element.scrollTop = element.scrollHeight;
    }
    snapshot.current = snapshotOf(element, firstKey);
  }, [messages, firstKey]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    snapshot.current = snapshotOf(element, firstKey);
    if (element.scrollTop < EDGE_PX && hasOlder && !loadingOlder && !olderFailed) onLoadOlder();
  };

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 1 }}
    >
      {hasOlder && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 1 }}>
          {olderFailed && !loadingOlder && (
            <Typography role="alert" variant="body2" color="error">
              {t('olderFailed')}
            </Typography>
          )}
          {loadingOlder ? (
            <CircularProgress size={24} aria-label={t('loadingOlder')} />
          ) : (
            <Button onClick={onLoadOlder} sx={{ minHeight: 44 }}>
              {t('loadOlder')}
            </Button>
          )}
        </Box>
      )}
      <Box role="log" aria-label={t('label')}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {groupByDay(messages).map((group) => [
            <DaySeparator key={`day-${group.day}`} day={group.day} />,
            ...group.items.map((message) => (
              <MessageBubble
                key={keyOf(message)}
                message={message}
                mine={isMine(message)}
                label={labelOf(message)}
                otherLastReadAt={otherLastReadAt}
                onRetry={onRetry}
                action={!isMine(message) && message.delivery === 'sent' ? messageAction : null}
              />
            )),
          ])}
        </Box>
      </Box>
    </Box>
  );
}
