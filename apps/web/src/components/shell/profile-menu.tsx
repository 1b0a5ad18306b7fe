'use client';
import { useId, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from '@/features/auth/hooks/use-auth';
import { PROFILE_LINKS } from '@/components/dashboard/dashboard-links';

/** SPEC §2 profile menu popover: the account pages and logout. */
export function ProfileMenu() {
  const t = useTranslations('dashboard');
  const tShell = useTranslations('shell');
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={tShell('profileMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <AccountCircleOutlinedIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {PROFILE_LINKS.map((link) => (
          <MenuItem key={link.key} component={Link} href={link.href} onClick={close} sx={{ minHeight: 44 }}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText>{t(`links.${link.key}`)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText>{t('links.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
