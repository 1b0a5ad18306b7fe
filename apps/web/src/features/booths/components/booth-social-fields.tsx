'use client';
import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BOOTH_SOCIAL_NETWORKS, type BoothSocialNetwork } from '@kraam/shared';

interface BoothSocialFieldsProps {
  values: Record<BoothSocialNetwork, string>;
  errors: Partial<Record<string, string>>;
  onChange: (network: BoothSocialNetwork, value: string) => void;
}

/** One address field per social network; server errors arrive as `socialLinks.<network>`. */
export function BoothSocialFields({ values, errors, onChange }: BoothSocialFieldsProps) {
  const t = useTranslations('publish.booth');
  return (
    <Stack spacing={2}>
      {BOOTH_SOCIAL_NETWORKS.map((network) => {
        const error = errors[`socialLinks.${network}`];
        return (
          <TextField
            key={network}
            name={`socialLinks.${network}`}
            label={t(`social.${network}`)}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values[network]}
            onChange={(event) => onChange(network, event.target.value)}
            error={Boolean(error)}
            helperText={error}
            fullWidth
          />
        );
      })}
    </Stack>
  );
}
