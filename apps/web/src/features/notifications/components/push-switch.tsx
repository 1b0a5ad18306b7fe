'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { usePushSwitch } from '../hooks/use-push-switch';

const HELP_ID = 'push-switch-help';

/** 'Pushmeldingen op dit apparaat': asks the browser's permission only when switched on. */
export function PushSwitch() {
  const t = useTranslations('notifications.push');
  const { state, subscribed, busy, failure, toggle } = usePushSwitch();

  if (state === 'checking') return null;
  if (state === 'unsupported')
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('unsupported')}
      </Typography>
    );

  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={subscribed}
            disabled={busy || state === 'denied'}
            onChange={(_event, on) => void toggle(on)}
            slotProps={{ input: { 'aria-describedby': HELP_ID } }}
          />
        }
        label={t('label')}
        sx={{ minHeight: 44 }}
      />
      <Typography id={HELP_ID} variant="body2" color="text.secondary">
        {state === 'denied' ? t('denied') : t('help')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t(failure === 'on' ? 'failedOn' : 'failedOff')}
        </Alert>
      )}
    </Box>
  );
}
