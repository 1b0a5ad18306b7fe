'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageTextSchema } from '@kraam/shared';

/** The counter shows from here on, so it only speaks up when the limit matters. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

const composerSchema = z.object({ message: chatMessageTextSchema });
type ComposerForm = z.input<typeof composerSchema>;

interface ComposerProps {
  /** Sends the text; answers a field error when the server refused it as invalid, else null. */
  onSend: (text: string) => Promise<string | null>;
}

/** Multiline message box: Enter sends, Shift+Enter starts a new line; the text is never lost on an error. */
export function Composer({ onSend }: ComposerProps) {
  const t = useTranslations('chat.composer');
  const { control, register, handleSubmit, reset, setValue, setError, clearErrors, getValues, formState } =
    useForm<ComposerForm, unknown, z.output<typeof composerSchema>>({
      resolver: zodResolver(composerSchema),
      defaultValues: { message: '' },
    });
  const text = useWatch({ control, name: 'message' });
  const message = text.trim();
  const tooLong = message.length > CHAT_MESSAGE_MAX_LENGTH;
  const fieldError = formState.errors.message;
  // An empty or too long text is already told by the disabled button and the counter.
  const error =
    fieldError?.type === 'server'
      ? fieldError.message
      : fieldError?.message === 'CHAT_INVALID_CHARACTERS'
        ? t('invalidCharacters')
        : null;

  const submit = handleSubmit((values) => {
    reset({ message: '' });
    void onSend(values.message).then((refused) => {
      if (!refused) return;
      if (!getValues('message')) setValue('message', values.message);
      setError('message', { type: 'server', message: refused });
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Not while an input method is composing a character (Enter confirms the character there).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const helper = tooLong
    ? t('tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })
    : text.length >= COUNTER_FROM
      ? t('counter', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })
      : null;
  const { ref, ...input } = register('message');

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        {...input}
        inputRef={ref}
        onChange={(event) => {
          clearErrors('message');
          void input.onChange(event);
        }}
        multiline
        fullWidth
        maxRows={6}
        size="small"
        placeholder={t('placeholder')}
        onKeyDown={onKeyDown}
        error={Boolean(error) || tooLong}
        helperText={error ?? helper}
        slotProps={{ htmlInput: { 'aria-label': t('label') } }}
        sx={{ '& .MuiInputBase-root': { minHeight: 44, borderRadius: 3 } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t('send')}
        disabled={!message || tooLong}
        sx={{ width: 44, height: 44, flexShrink: 0, mb: error || helper ? 2.75 : 0 }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
