import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PageContainer } from '@/components/layout/page-container';

/** The ad page's shape while it loads: photo, then price box. */
export default function Loading() {
  return (
    <PageContainer>
      <Box
        aria-busy
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}
      >
        <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        <Box>
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        </Box>
      </Box>
    </PageContainer>
  );
}
