'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import type { ConversationSummary } from '@kraam/shared';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { errorMessage } from '@/lib/api/api-error';
import { setBlocked, type ChatCall } from '../api/chat-calls';
import { cacheSummary } from '../query/chat-cache';
import type { ChatScope } from '../query/chat-keys';

interface BlockDialogProps {
  call: ChatCall;
  scope: ChatScope;
  conversation: ConversationSummary;
  open: boolean;
  onClose: () => void;
}

/** Asks before blocking (or unblocking) the other party of a conversation; confirms with a toast. */
export function BlockDialog({ call, scope, conversation, open, onClose }: BlockDialogProps) {
  const blocking = !conversation.blocked;
  const t = useTranslations(blocking ? 'chat.block' : 'chat.unblock');
  const tChat = useTranslations('chat');
  const client = useQueryClient();
  const name = conversation.other.name;
  const block = useMutation({
    mutationFn: () => setBlocked(call, conversation.id, blocking),
    onSuccess: ({ data }) => {
      cacheSummary(client, scope, { ...conversation, blocked: data.blocked });
      toast.success(t('done', { name }));
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, tChat('actionFailed'))),
  });

  return (
    <ConfirmDialog
      open={open}
      title={t('title', { name })}
      confirmLabel={t('confirm')}
      destructive={blocking}
      busy={block.isPending}
      onConfirm={() => block.mutate()}
      onClose={onClose}
    >
      {t('text', { name })}
    </ConfirmDialog>
  );
}
