import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The centre while its first page loads (UI.md: skeletons, not a lone spinner). */
export function NotificationSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      {[0, 1, 2, 3].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 1.5, px: 2, py: 1.5, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={64} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="30%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
