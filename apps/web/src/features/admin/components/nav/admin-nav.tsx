'use client';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import type { StaffRole } from '@kraam/shared';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { useAdminLogout } from '../../hooks/use-admin-logout';
import { adminLinksFor, isAdminLinkActive, type AdminLinkKey } from '../../model/admin-links';

const ICONS: Record<AdminLinkKey, ReactNode> = {
  dashboard: <DashboardOutlinedIcon />,
  cacheAdd: <AddCircleOutlineIcon />,
  cacheClear: <DeleteSweepOutlinedIcon />,
  jobs: <ScheduleOutlinedIcon />,
  moderation: <GavelOutlinedIcon />,
  appeals: <RateReviewOutlinedIcon />,
  figures: <BarChartOutlinedIcon />,
};

const itemSx = { minHeight: 44, borderRadius: 2, mb: 0.5 } as const;

/**
 * The sidebar's content (SPEC §2 Admin): title, the links the role may use (a moderator sees only
 * moderation), Logout and the language switch.
 */
export function AdminNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  const t = useTranslations('admin');
  const pathname = usePathname();
  const logout = useAdminLogout();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 1.5 }}>
      <Typography component="p" variant="h3" sx={{ px: 1.5, py: 1.5, color: 'primary.main' }}>
        {t('panelTitle')}
      </Typography>
      <Box component="nav" aria-label={t('nav.label')}>
        <List disablePadding>
          {adminLinksFor(role).map((link) => {
            const active = isAdminLinkActive(link, pathname);
            return (
              <ListItem key={link.key} disablePadding>
                <ListItemButton
                  component={Link}
                  href={link.href}
                  selected={active}
                  aria-current={pathname === link.href ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={itemSx}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[link.key]}</ListItemIcon>
                  <ListItemText primary={t(`nav.${link.key}`)} />
                </ListItemButton>
              </ListItem>
            );
          })}
          <ListItem disablePadding>
            <ListItemButton onClick={logout} sx={itemSx}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('nav.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <Box sx={{ mt: 'auto', pt: 2 }}>
        <LanguageSwitcher />
      </Box>
    </Box>
  );
}
