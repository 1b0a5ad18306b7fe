'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import type { z } from 'zod';
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
import { CHAT_REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, conversationReportBodySchema } from '@kraam/shared';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { reportConversation, type ChatCall } from '../api/chat-calls';

interface ReportDialogProps {
  call: ChatCall;
  conversationId: number;
  open: boolean;
  onClose: () => void;
}

/** The report call's body without the conversation, which the dialog knows. */
const reportFormSchema = conversationReportBodySchema.omit({ conversationId: true });
type ReportForm = z.input<typeof reportFormSchema>;
type ReportValues = z.output<typeof reportFormSchema>;

/** Reports a conversation to support with a reason and optional details; thanks with a toast. */
export function ReportDialog({ call, conversationId, open, onClose }: ReportDialogProps) {
  const t = useTranslations('chat.report');
  const tChat = useTranslations('chat');
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    ReportForm,
    unknown,
    ReportValues
  >({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { details: '' },
  });
  const report = useMutation({
    mutationFn: ({ reason, details }: ReportValues) =>
      reportConversation(call, conversationId, reason, details ?? ''),
    onSuccess: () => {
      toast.success(t('done'));
      reset();
      onClose();
    },
    onError: (error) => {
      const detailsError = error instanceof ApiError ? error.fields.details?.join(' ') : undefined;
      if (detailsError) setError('details', { type: 'server', message: detailsError });
      toast.error(errorMessage(error, tChat('actionFailed')));
    },
  });
  const busy = report.isPending;
  const details = useWatch({ control, name: 'details' }) ?? '';
  const { errors } = formState;

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
        <FormControl error={Boolean(errors.reason)} sx={{ mb: 2 }}>
          <FormLabel id="report-reason">{t('reason')}</FormLabel>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="report-reason"
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
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
            )}
          />
          {errors.reason && (
            <DialogContentText color="error" variant="caption" role="alert">
              {t('reasonRequired')}
            </DialogContentText>
          )}
        </FormControl>
        <TextField
          {...register('details')}
          label={t('details')}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.details)}
          slotProps={{ htmlInput: { maxLength: CHAT_REPORT_DETAILS_MAX_LENGTH } }}
          helperText={
            errors.details?.type === 'server'
              ? errors.details.message
              : t('detailsHelp', { count: details.length, max: CHAT_REPORT_DETAILS_MAX_LENGTH })
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
          {tChat('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={(event) => void handleSubmit((values) => report.mutate(values))(event)}
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
