'use client';
// What the moderation pages show while their list or figures load, and when loading failed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@/components/layout/visually-hidden';

/** Two placeholder cards, with the loading text for screen readers. */
export function LoadingCards({ label, height }: { label: string; height: number }) {
  return (
    <Stack spacing={2} aria-busy>
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      {[0, 1].map((index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** The failure, with a retry button. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
