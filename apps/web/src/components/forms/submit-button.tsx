import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** Disabled with a spinner while the form is being sent. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={sending}
      aria-busy={sending}
      startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
