'use client';
import { ChatView } from '@/features/chat/components/chat-view';
import type { MessageAction } from '@/features/chat/components/message-action';
import { ReportButton } from '@/features/moderation/components/report-button';

/** 'Meld dit bericht' beside each message of the other party: moderation's notice form (DSA Art. 16). */
const reportMessage: MessageAction = ({ id, describedBy }) => (
  <ReportButton target={{ type: 'message', id }} variant="icon" describedBy={describedBy} />
);

/** The chat, with moderation's report action on the other party's messages (features never import each other). */
export function ChatWithReports() {
  return <ChatView messageAction={reportMessage} />;
}
