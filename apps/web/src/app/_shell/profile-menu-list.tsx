'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from '@/features/auth/hooks/use-auth';
import { PROFILE_LINKS } from '@/app/_shell/dashboard/dashboard-links';

interface ProfileMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The profile menu's popover (SPEC §2): the account pages and logout; loaded on the menu's first open. */
export function ProfileMenuList({ id, anchor, onClose }: ProfileMenuListProps) {
  const t = useTranslations('dashboard');
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {PROFILE_LINKS.map((link) => (
        <MenuItem key={link.key} component={Link} href={link.href} onClick={onClose} sx={{ minHeight: 44 }}>
          <ListItemIcon>{link.icon}</ListItemIcon>
          <ListItemText>{t(`links.${link.key}`)}</ListItemText>
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
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
  );
}
