'use client';
import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MESSAGE_MAX_LENGTH } from '@kraam/shared';

/** The counter shows from here on, so it only speaks up when the limit matters. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

interface ComposerProps {
  /** Sends the text; answers a field error when the server refused it as invalid, else null. */
  onSend: (text: string) => Promise<string | null>;
}

/** Multiline message box: Enter sends, Shift+Enter starts a new line; the text is never lost on an error. */
export function Composer({ onSend }: ComposerProps) {
  const t = useTranslations('chat.composer');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const message = text.trim();
  const tooLong = message.length > CHAT_MESSAGE_MAX_LENGTH;

  const submit = () => {
    if (!message || tooLong) return;
    setText('');
    setError(null);
    void onSend(message).then((fieldError) => {
      if (!fieldError) return;
      setText((current) => current || message);
      setError(fieldError);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Not while an input method is composing a character (Enter confirms the character there).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const helper = tooLong
    ? t('tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })
    : text.length >= COUNTER_FROM
      ? t('counter', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })
      : null;

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        multiline
        fullWidth
        maxRows={6}
        size="small"
        value={text}
        placeholder={t('placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
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
