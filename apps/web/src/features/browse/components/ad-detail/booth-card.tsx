import { getFormatter, getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { AdDetail } from '@kraam/shared';
import { UserAvatar } from '@/components/image/user-avatar';
import { LinkButton } from '@/components/link/app-link';

/** The seller's booth: logo, name, since when, and a link to all its ads. */
export async function BoothCard({ booth }: { booth: AdDetail['booth'] }) {
  const t = await getTranslations('browse.ad.booth');
  const format = await getFormatter();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <UserAvatar name={booth.name} imageId={booth.logoId} size={56} icon={<StorefrontOutlinedIcon />} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h3" noWrap>
            {booth.name}
          </Typography>
          {booth.title && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {booth.title}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('memberSince', {
              date: format.dateTime(new Date(booth.memberSince), { month: 'long', year: 'numeric' }),
            })}
          </Typography>
        </Box>
      </Box>
      <LinkButton href={`/booth/${booth.id}`} variant="outlined" fullWidth>
        {t('visit')}
      </LinkButton>
    </Paper>
  );
}
