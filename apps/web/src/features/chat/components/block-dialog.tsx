'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ConversationSummary } from '@kraam/shared';
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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="block-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="block-title">{t('title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('text', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus sx={{ minHeight: 44 }}>
          {tChat('cancel')}
        </Button>
        <Button
          variant="contained"
          color={blocking ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minHeight: 44 }}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
