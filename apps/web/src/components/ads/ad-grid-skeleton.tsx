import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { AdGrid } from './ad-card';

/** Placeholder cards with the card's anatomy while a list loads (UI.md: never a lone spinner). */
export function AdGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <AdGrid>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden>
          <AdCardSkeleton />
        </li>
      ))}
    </AdGrid>
  );
}

export function AdCardSkeleton() {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton width="70%" />
        <Skeleton width="55%" />
      </Box>
    </Box>
  );
}
