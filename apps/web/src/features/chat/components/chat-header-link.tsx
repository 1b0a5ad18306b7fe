'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconChat } from '@/components/icons/icon-paths';
import { useChat } from '../connection/chat-context';
import { CHAT_PATH } from '../connection/unread-dot';
import bar from '@/components/layout/header-bar.module.css';
import styles from './chat-header-link.module.css';

/**
 * The headers' chat icon with the unread dot (SPEC §2, §4). The link's name says when something is
 * unread, and a polite live region tells screen readers the moment the dot turns on.
 */
export function ChatHeaderLink({ href = CHAT_PATH }: { href?: string }) {
  const t = useTranslations('shell');
  const { unread } = useChat();
  return (
    <>
      <Link
        href={href}
        prefetch={false}
        aria-label={unread ? t('chatUnread') : t('chat')}
        className={bar.iconButton}
      >
        <InlineIcon path={iconChat} />
        {unread && <span data-testid="chat-unread-dot" aria-hidden className={styles.dot} />}
      </Link>
      <span role="status" className={styles.status}>
        {unread ? t('chatUnreadAnnouncement') : ''}
      </span>
    </>
  );
}
