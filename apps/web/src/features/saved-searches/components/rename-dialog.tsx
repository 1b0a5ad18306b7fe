'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SAVED_SEARCH_NAME_MAX } from '@kraam/shared';

/** A new name for a saved search: 1 to 80 characters, the old one to start from. */
export function RenameDialog({
  name,
  busy,
  onSave,
  onClose,
}: {
  name: string;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('savedSearches');
  const [value, setValue] = useState(name);
  const trimmed = value.trim();
  const tooLong = trimmed.length > SAVED_SEARCH_NAME_MAX;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rename-search-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !tooLong) onSave(trimmed);
        }}
      >
        <DialogTitle id="rename-search-title">{t('list.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={t('save.name')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={tooLong}
            helperText={tooLong ? t('save.nameTooLong', { max: SAVED_SEARCH_NAME_MAX }) : ' '}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {t('save.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!trimmed || tooLong}
            loading={busy}
            sx={{ minHeight: 44 }}
          >
            {t('list.renameSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
