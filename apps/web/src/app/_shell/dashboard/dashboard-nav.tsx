'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from '@/features/auth/hooks/use-auth';
import { DASHBOARD_LINKS } from './dashboard-links';

/** The dashboard links (side menu on wide screens, drawer on mobile) and logout. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('dashboard');
  const pathname = usePathname();
  const logout = useLogout();
  return (
    <nav aria-label={t('menuLabel')}>
      <List>
        {DASHBOARD_LINKS.map((link) => {
          const current = pathname === link.href;
          return (
            <ListItem key={link.key} disablePadding>
              <ListItemButton
                component={Link}
                href={link.href}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ minHeight: 44, borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{link.icon}</ListItemIcon>
                <ListItemText primary={t(`links.${link.key}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
        <ListItem disablePadding>
          <ListItemButton onClick={() => void logout()} sx={{ minHeight: 44, borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('links.logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );
}
