'use client';
import { useId, useState } from 'react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { MultiEditAction, OwnAd } from '@kraam/shared';
import { PriceLabel } from '@/components/ads/price-label';
import { KraamImage } from '@/components/image/kraam-image';

interface OwnAdRowProps {
  ad: OwnAd;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: MultiEditAction) => void;
  onPromote: () => void;
  onDelete: () => void;
}

/** One own ad: photo, title, price, views, favourites, expiry, state badges and what can be done with it. */
export function OwnAdRow({ ad, selected, busy, onSelect, onAction, onPromote, onDelete }: OwnAdRowProps) {
  const t = useTranslations('publish.myAds');
  const tState = useTranslations('adCard.tradeState');
  const format = useFormatter();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const titleId = useId();
  const date = (value: string | null) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'medium' }) : null;
  const expiry = date(ad.validUntil);
  const promotedUntil = ad.promoted ? date(ad.promotedUntil) : null;
  const stateActions: MultiEditAction[] = [
    ...(ad.tradeState !== 'reserved' ? (['markReserved'] as const) : []),
    ...(ad.tradeState !== 'sold' ? (['markSold'] as const) : []),
    ...(ad.tradeState !== 'available' ? (['markAvailable'] as const) : []),
    ...(ad.status === 'published' && !ad.expired ? (['deactivate'] as const) : []),
  ];

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="own-ad"
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        borderColor: selected ? 'primary.main' : 'divider',
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('select', { title: ad.title }) } }}
        sx={{ mt: -0.5, ml: -0.5 }}
      />
      <Box component={Link} href={`/ads/${ad.id}`} sx={{ flexShrink: 0 }} tabIndex={-1} aria-hidden>
        <KraamImage
          id={ad.galleryId}
          alt={ad.title}
          sizes="120px"
          sx={{ width: { xs: 88, sm: 120 }, aspectRatio: '4 / 3', borderRadius: 1.5 }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack useFlexGap direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
          {ad.promoted && <Chip size="small" color="secondary" label={t('badges.promoted')} />}
          {ad.tradeState !== 'available' && (
            <Chip size="small" color="warning" label={tState(ad.tradeState)} />
          )}
          {ad.expired && <Chip size="small" label={t('badges.expired')} />}
          {ad.status === 'inactive' && !ad.expired && <Chip size="small" label={t('badges.inactive')} />}
        </Stack>
        <Typography
          id={titleId}
          component={Link}
          href={`/ads/${ad.id}`}
          sx={{
            fontWeight: 500,
            color: 'text.primary',
            textDecoration: 'none',
            display: 'block',
            '&:hover': { textDecoration: 'underline' },
          }}
          noWrap
        >
          {ad.title}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="own-ad-price">
          <PriceLabel ad={ad} />
        </Typography>
        <Stack
          useFlexGap
          direction="row"
          spacing={2}
          sx={{ color: 'text.secondary', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}
        >
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <VisibilityOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            {t('views', { count: ad.viewCount })}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <FavoriteBorderIcon sx={{ fontSize: 16 }} aria-hidden />
            {t('favorites', { count: ad.favoriteCount })}
          </Typography>
          {expiry && (
            <Typography variant="body2">
              {ad.expired ? t('expiredOn', { date: expiry }) : t('expiresOn', { date: expiry })}
            </Typography>
          )}
          {promotedUntil && (
            <Typography variant="body2">{t('promotedUntil', { date: promotedUntil })}</Typography>
          )}
        </Stack>
        <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            component={Link}
            href={`/newAds/chooseCategory?edit=${ad.id}`}
            startIcon={<EditOutlinedIcon />}
            disabled={busy}
          >
            {t('edit')}
          </Button>
          {ad.canRenew && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onAction('renew')}
              startIcon={<AutorenewIcon />}
              disabled={busy}
            >
              {t('renew')}
            </Button>
          )}
          {!ad.promoted && !ad.expired && ad.status === 'published' && ad.tradeState !== 'sold' && (
            <Button
              size="small"
              variant="outlined"
              color="secondary"
              onClick={onPromote}
              startIcon={<CampaignOutlinedIcon />}
              disabled={busy}
            >
              {t('promote')}
            </Button>
          )}
          <Button
            size="small"
            color="error"
            onClick={onDelete}
            startIcon={<DeleteOutlineOutlinedIcon />}
            disabled={busy}
          >
            {t('delete')}
          </Button>
          {stateActions.length > 0 && (
            <IconButton
              size="small"
              aria-label={t('more', { title: ad.title })}
              aria-haspopup="menu"
              aria-expanded={menu ? 'true' : undefined}
              aria-controls={menu ? menuId : undefined}
              onClick={(event) => setMenu(event.currentTarget)}
              disabled={busy}
              sx={{ width: 36, height: 36 }}
            >
              <MoreVertIcon />
            </IconButton>
          )}
          <Menu id={menuId} anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {stateActions.map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setMenu(null);
                  onAction(action);
                }}
                sx={{ minHeight: 44 }}
              >
                <ListItemText>{t(`actions.${action}`)}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </Stack>
      </Box>
    </Paper>
  );
}
