'use client';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/lib/api/api-error';
import { useApiBase } from '@/lib/api/api-base-context';
import { unsubscribeAlert } from '../api/saved-search-calls';
import { SAVED_SEARCHES_PAGE } from '@kraam/shared';

const PROFILE_PAGE = '/dashboard/details';

/** The favourites' price-drop mails name their list in the token ('<user>.favourites.email.<signature>'). */
const isFavouritesToken = (token: string | undefined) => token?.split('.')[1] === 'favourites';

/**
 * /alerts/unsubscribe?token=: the alert mail's link. Opening it changes nothing (mail scanners follow
 * links); the button sends the one POST that turns this search's email (or the price-drop mail) off.
 */
export function UnsubscribeConfirm({ token }: { token: string | undefined }) {
  const favourites = isFavouritesToken(token);
  const t = useTranslations(
    favourites ? 'savedSearches.unsubscribe.favourites' : 'savedSearches.unsubscribe',
  );
  const tAll = useTranslations('savedSearches.unsubscribe');
  const apiBase = useApiBase();
  const lang = useLocale();
  const unsubscribe = useMutation({
    mutationFn: (value: string) => unsubscribeAlert({ apiBase, lang }, value),
  });

  const manage = (
    <Link component={NextLink} href={favourites ? PROFILE_PAGE : SAVED_SEARCHES_PAGE} prefetch={false}>
      {t('manage')}
    </Link>
  );
  // A wrong, altered or expired token is refused (4xx): the link will not work however often it is tried.
  const refused =
    !token ||
    (unsubscribe.error instanceof ApiError &&
      unsubscribe.error.status >= 400 &&
      unsubscribe.error.status < 500);

  if (refused) {
    return (
      <Alert severity="error">
        {tAll('badToken')} {manage}
      </Alert>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <Alert severity="success">
        <Typography>{t('done')}</Typography>
        <Typography>
          {t('undo')} {manage}
        </Typography>
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography>{t('intro')}</Typography>
      {unsubscribe.isError && <Alert severity="error">{tAll('failed')}</Alert>}
      <Button
        variant="contained"
        loading={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(token)}
        sx={{ minHeight: 44 }}
      >
        {t('button')}
      </Button>
    </Box>
  );
}
