'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { UserAvatar } from '@/components/image/user-avatar';
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
          <UserAvatar
            name={booth.name}
            imageId={booth.logoId}
            size={SIZE}
            icon={<StorefrontOutlinedIcon />}
          />
        ) : (
          <StorefrontOutlinedIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
