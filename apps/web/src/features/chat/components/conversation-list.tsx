'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { ConversationSummary } from '@kraam/shared';
import { LinkButton } from '@/components/link/app-link';
import type { ConversationsState } from '../hooks/use-conversations';
import { useCustomerLine } from '../hooks/use-customer-line';
import { conversationName } from '../model/conversation-names';
import { conversationHref, SUPPORT_DRAFT_HREF, type Selection } from '../model/selection';
import { ConversationListSkeleton } from './chat-skeletons';
import { ConversationLink } from './conversation-link';

interface ConversationListProps {
  list: ConversationsState;
  selection: Selection;
  userId: number | null;
}

/**
 * Support pinned on top (a starter entry until the user first writes to it), then the conversations. The
 * support team sees no entry of its own, but every user's support conversation among the others.
 */
export function ConversationList({ list, selection, userId }: ConversationListProps) {
  const t = useTranslations('chat.list');
  const customerLine = useCustomerLine();
  const { support, supportTeam } = list;
  const isSelected = (id: number) => selection?.kind === 'conversation' && selection.id === id;
  const lastBy = (item: ConversationSummary) => {
    const sender = item.lastMessage?.senderId;
    if (sender === userId) return 'me';
    return item.customer && sender !== item.other.id ? 'team' : 'other';
  };
  return (
    <Box component="nav" aria-label={t('label')} sx={{ height: '100%', overflowY: 'auto' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {!supportTeam && (
          <li>
            <ConversationLink
              href={support ? conversationHref(support.id) : SUPPORT_DRAFT_HREF}
              selected={support ? isSelected(support.id) : selection?.kind === 'support'}
              name={t('support')}
              avatarId={null}
              support
              ad={null}
              lastMessage={support?.lastMessage ?? null}
              lastMessageAt={support?.lastMessageAt ?? null}
              lastBy={support?.lastMessage?.senderId === userId ? 'me' : 'other'}
              unreadCount={support?.unreadCount ?? 0}
              placeholder={t('supportHint')}
            />
          </li>
        )}
        {list.items.map((item) => (
          <li key={item.id}>
            <ConversationLink
              href={conversationHref(item.id)}
              selected={isSelected(item.id)}
              name={conversationName(item)}
              avatarId={item.other.avatarId}
              ad={item.ad}
              lastMessage={item.lastMessage}
              lastMessageAt={item.lastMessageAt}
              lastBy={lastBy(item)}
              unreadCount={item.unreadCount}
              detail={customerLine(item)}
              state={item.customer?.state}
            />
          </li>
        ))}
      </Box>
      {list.status === 'loading' && <ConversationListSkeleton rows={4} />}
      {list.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" onClick={list.retry} sx={{ minHeight: 44 }}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')}
        </Alert>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <ChatBubbleOutlineIcon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
          <Box component="h2" sx={{ typography: 'h3', m: 0, mb: 1 }}>
            {t('empty.title')}
          </Box>
          <Box component="p" sx={{ color: 'text.secondary', m: 0, mb: 2 }}>
            {supportTeam ? t('empty.team') : t('empty.text')}
          </Box>
          {!supportTeam && (
            <LinkButton href="/" variant="outlined" sx={{ minHeight: 44 }}>
              {t('empty.browse')}
            </LinkButton>
          )}
        </Box>
      )}
      {list.hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <Button onClick={list.loadMore} disabled={list.loadingMore} sx={{ minHeight: 44 }}>
            {t('more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
