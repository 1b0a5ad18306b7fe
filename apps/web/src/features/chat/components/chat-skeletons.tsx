import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Rows in the shape of the conversation list while it loads. */
export function ConversationListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Box aria-hidden data-testid="conversation-list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Bubbles in the shape of a conversation while its messages load. */
export function MessagePaneSkeleton() {
  const bubbles = [
    { mine: false, width: '55%' },
    { mine: true, width: '40%' },
    { mine: false, width: '65%' },
    { mine: true, width: '30%' },
  ];
  return (
    <Box
      aria-hidden
      data-testid="message-pane-skeleton"
      sx={{ flex: 1, p: 2, display: 'grid', gap: 1.5, alignContent: 'end' }}
    >
      {bubbles.map(({ mine, width }, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          height={44}
          sx={{ width, justifySelf: mine ? 'end' : 'start', borderRadius: 2 }}
        />
      ))}
    </Box>
  );
}
