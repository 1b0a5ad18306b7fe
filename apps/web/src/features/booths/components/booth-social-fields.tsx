'use client';
import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { BOOTH_SOCIAL_NETWORKS, type BoothBody } from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import type { BoothFormValues } from '../booth-form-values';

/** One address field per social network; its errors (the browser's or the server's) are `socialLinks.<network>`. */
export function BoothSocialFields({ control }: { control: Control<BoothFormValues, unknown, BoothBody> }) {
  const t = useTranslations('publish.booth');
  return (
    <Stack spacing={2}>
      {BOOTH_SOCIAL_NETWORKS.map((network) => (
        <FormTextField
          key={network}
          control={control}
          name={`socialLinks.${network}`}
          label={t(`social.${network}`)}
          type="url"
          inputMode="url"
          placeholder="https://"
          fullWidth
        />
      ))}
    </Stack>
  );
}
