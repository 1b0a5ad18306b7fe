import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LinkButton } from '@/components/link/app-link';

interface AdNeighboursProps {
  previousId: number | null;
  nextId: number | null;
  /** The list's query, carried along so the next ad has neighbours too. */
  list: string | undefined;
}

/** Previous and next ad of the list the visitor came from. */
export async function AdNeighbours({ previousId, nextId, list }: AdNeighboursProps) {
  if (previousId === null && nextId === null) return null;
  const t = await getTranslations('browse.ad');
  const href = (id: number) => (list ? `/ads/${id}?list=${encodeURIComponent(list)}` : `/ads/${id}`);
  return (
    <Box
      component="nav"
      aria-label={t('neighbours')}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 2 }}
    >
      {previousId !== null ? (
        <LinkButton href={href(previousId)} startIcon={<ChevronLeftIcon />} rel="prev">
          {t('previous')}
        </LinkButton>
      ) : (
        <span />
      )}
      {nextId !== null && (
        <LinkButton href={href(nextId)} endIcon={<ChevronRightIcon />} rel="next">
          {t('next')}
        </LinkButton>
      )}
    </Box>
  );
}
