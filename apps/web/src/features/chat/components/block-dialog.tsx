'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import type { ConversationSummary } from '@kraam/shared';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { errorMessage } from '@/lib/api/api-error';
import { setBlocked, type ChatCall } from '../api/chat-calls';

interface BlockDialogProps {
  call: ChatCall;
  conversation: ConversationSummary;
  open: boolean;
  onClose: () => void;
  onChanged: (summary: ConversationSummary) => void;
}

/** Asks before blocking (or unblocking) the other party of a conversation; confirms with a toast. */
export function BlockDialog({ call, conversation, open, onClose, onChanged }: BlockDialogProps) {
  const blocking = !conversation.blocked;
  const t = useTranslations(blocking ? 'chat.block' : 'chat.unblock');
  const tChat = useTranslations('chat');
  const [busy, setBusy] = useState(false);
  const name = conversation.other.name;

  const confirm = async () => {
    setBusy(true);
    try {
      const { data } = await setBlocked(call, conversation.id, blocking);
      onChanged({ ...conversation, blocked: data.blocked });
      toast.success(t('done', { name }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, tChat('actionFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('title', { name })}
      confirmLabel={t('confirm')}
      destructive={blocking}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {t('text', { name })}
    </ConfirmDialog>
  );
}
