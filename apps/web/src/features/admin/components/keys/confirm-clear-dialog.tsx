'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmClearDialogProps {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before clearing (UI.md: destructive actions confirm); Cancel has the focus, Escape says no. */
export function ConfirmClearDialog({ open, title, text, busy, onConfirm, onClose }: ConfirmClearDialogProps) {
  const t = useTranslations('admin.cache');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-clear-title"
      aria-describedby="confirm-clear-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-clear-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-clear-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
