'use client';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useUserDetails } from '@/features/auth/hooks/use-user-details';
import { BoothQuickSetup } from '@/features/booths/components/booth-quick-setup';
import { NewAdForm, type NewAdFormProps } from '@/features/publishing/components/new-ad-form';

/** The quick booth, its name started from the seller's own. */
function BoothFirst({ onReady }: { onReady: () => void }) {
  const details = useUserDetails();
  if (details.isLoading)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  const name = details.data ? `${details.data.firstName} ${details.data.lastName}`.trim() : '';
  return <BoothQuickSetup defaultName={name} onReady={onReady} />;
}

/** The new-ad form, where a seller without a booth makes one on the spot and goes straight on. */
export function NewAdStart(props: Omit<NewAdFormProps, 'renderNoBooth'>) {
  return <NewAdForm {...props} renderNoBooth={(onReady) => <BoothFirst onReady={onReady} />} />;
}
