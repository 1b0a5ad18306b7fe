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
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { CHAT_REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { reportConversation, type ChatCall } from '../api/chat-calls';

interface ReportDialogProps {
  call: ChatCall;
  conversationId: number;
  open: boolean;
  onClose: () => void;
}

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/** Reports a conversation to support with a reason and optional details; thanks with a toast. */
export function ReportDialog({ call, conversationId, open, onClose }: ReportDialogProps) {
  const t = useTranslations('chat.report');
  const tChat = useTranslations('chat');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async () => {
    if (!reason) {
      setFieldError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await reportConversation(call, conversationId, reason, details);
      toast.success(t('done'));
      setReason(null);
      setDetails('');
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
      aria-labelledby="report-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="report-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('intro')}</DialogContentText>
        <FormControl error={Boolean(fieldError)} sx={{ mb: 2 }}>
          <FormLabel id="report-reason">{t('reason')}</FormLabel>
          <RadioGroup
            aria-labelledby="report-reason"
            value={reason ?? ''}
            onChange={(event) => {
              if (isReason(event.target.value)) setReason(event.target.value);
              setFieldError(null);
            }}
          >
            {REPORT_REASONS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`reasons.${value}`)}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
          {fieldError && (
            <DialogContentText color="error" variant="caption" role="alert">
              {fieldError}
            </DialogContentText>
          )}
        </FormControl>
        <TextField
          label={t('details')}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_REPORT_DETAILS_MAX_LENGTH } }}
          helperText={t('detailsHelp', { count: details.length, max: CHAT_REPORT_DETAILS_MAX_LENGTH })}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
          {tChat('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minHeight: 44 }}
        >
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
