'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { KraamImage } from '@/components/image/kraam-image';
import { useBoothInfo } from '../hooks/use-booth-info';

const SIZE = 32;

/** SPEC §2 desktop header: the link to my booth with the booth's logo, or a default icon. */
export function BoothHeaderLink() {
  const t = useTranslations('publish.booth');
  const { booth } = useBoothInfo();
  const label = booth ? t('headerLink', { title: booth.title || booth.name }) : t('myBooth');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} href="/mybooth" aria-label={label} sx={{ width: 44, height: 44 }}>
        {booth?.logoId ? (
          <Avatar sx={{ width: SIZE, height: SIZE, bgcolor: 'grey.100' }}>
            <KraamImage id={booth.logoId} alt="" sizes={`${SIZE}px`} sx={{ width: SIZE, height: SIZE }} />
          </Avatar>
        ) : (
          <StorefrontOutlinedIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
