'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SearchBox } from './search-box';

/** The phone header's full-screen search; loaded on its first open. */
export function MobileSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('shell');
  return (
    // The name on the paper: that is the element with role="dialog" (on the Dialog it names the root).
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-label': t('searchLabel') },
        // The dialog's focus trap focuses its paper on open, after the field's autoFocus: once it has
        // come in, the field takes the focus, so typing starts at once.
        transition: {
          onEntered: (node: HTMLElement) =>
            node.querySelector<HTMLInputElement>('input[name="search"]')?.focus(),
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton aria-label={t('closeSearch')} onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
        <SearchBox autoFocus size="large" onSubmitted={onClose} />
      </Box>
    </Dialog>
  );
}
