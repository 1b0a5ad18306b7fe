'use client';
import { useId, useState, type ComponentProps } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { MultiEditAction, OwnAd } from '@kraam/shared';

interface OwnAdActionsProps {
  ad: OwnAd;
  busy: boolean;
  onAction: (action: MultiEditAction) => void;
  onPromote: () => void;
  onDelete: () => void;
}

/** A row's buttons share size and are all off while a change is being sent. */
function RowButton({ busy, ...props }: ComponentProps<typeof Button> & { busy: boolean }) {
  return <Button size="small" variant="outlined" disabled={busy} {...props} />;
}

/** What can be done with one own ad: edit, renew, promote, delete, and its trade state in a menu. */
export function OwnAdActions({ ad, busy, onAction, onPromote, onDelete }: OwnAdActionsProps) {
  const t = useTranslations('publish.myAds');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const stateActions: MultiEditAction[] = [
    ...(ad.tradeState !== 'reserved' ? (['markReserved'] as const) : []),
    ...(ad.tradeState !== 'sold' ? (['markSold'] as const) : []),
    ...(ad.tradeState !== 'available' ? (['markAvailable'] as const) : []),
    ...(ad.status === 'published' && !ad.expired ? (['deactivate'] as const) : []),
  ];
  const promotable = !ad.promoted && !ad.expired && ad.status === 'published' && ad.tradeState !== 'sold';

  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
      <RowButton
        busy={busy}
        LinkComponent={Link}
        href={`/newAds/chooseCategory?edit=${ad.id}`}
        startIcon={<EditOutlinedIcon />}
      >
        {t('edit')}
      </RowButton>
      {ad.canRenew && (
        <RowButton busy={busy} onClick={() => onAction('renew')} startIcon={<AutorenewIcon />}>
          {t('renew')}
        </RowButton>
      )}
      {promotable && (
        <RowButton busy={busy} color="secondary" onClick={onPromote} startIcon={<CampaignOutlinedIcon />}>
          {t('promote')}
        </RowButton>
      )}
      {/* Phones show only the bin, so the row's buttons fit on one line. */}
      <RowButton
        busy={busy}
        variant="text"
        color="error"
        onClick={onDelete}
        aria-label={t('delete')}
        sx={{ minWidth: 40, '& .MuiButton-startIcon': { ml: { xs: 0, sm: -0.25 }, mr: { xs: 0, sm: 1 } } }}
        startIcon={<DeleteOutlineOutlinedIcon />}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('delete')}
        </Box>
      </RowButton>
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
  );
}
