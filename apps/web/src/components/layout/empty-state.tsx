import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

interface EmptyStateProps {
  icon: typeof SvgIcon;
  /** Omitted when the text alone says it (a one-line notice). */
  title?: string;
  /** h1 where the empty state is the whole page. */
  titleVariant?: 'h1' | 'h2';
  text: ReactNode;
  /** The next step: one or more buttons. */
  children: ReactNode;
  role?: 'alert' | 'status';
}

/** UI.md's empty state: what is missing, in a card, with the next step under it. */
export function EmptyState({
  icon: Icon,
  title,
  titleVariant = 'h2',
  text,
  children,
  role,
}: EmptyStateProps) {
  return (
    <Paper variant="outlined" role={role} sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Icon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      {title && (
        <Typography variant={titleVariant} sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <Typography color={title ? 'text.secondary' : 'text.primary'} sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>
    </Paper>
  );
}
