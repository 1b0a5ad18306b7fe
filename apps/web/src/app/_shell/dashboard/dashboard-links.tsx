import type { ReactNode } from 'react';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { Messages } from '@/i18n/messages';

export type DashboardLinkKey = keyof Messages['dashboard']['links'];

export interface DashboardLink {
  key: DashboardLinkKey;
  href: string;
  icon: ReactNode;
}

/** SPEC §2 profile menu items (logout is added by the menus themselves). */
export const PROFILE_LINKS: readonly DashboardLink[] = [
  { key: 'newAd', href: '/newAds/chooseCategory', icon: <AddCircleOutlineIcon /> },
  { key: 'chat', href: '/dashboard/chat', icon: <ChatBubbleOutlineIcon /> },
  { key: 'notifications', href: '/dashboard/notifications', icon: <NotificationsNoneOutlinedIcon /> },
  { key: 'savedSearches', href: '/dashboard/savedSearches', icon: <SavedSearchOutlinedIcon /> },
  { key: 'myBooth', href: '/mybooth', icon: <StorefrontOutlinedIcon /> },
  { key: 'boothSetting', href: '/dashboard/boothSetting', icon: <SettingsOutlinedIcon /> },
  { key: 'details', href: '/dashboard/details', icon: <PersonOutlineIcon /> },
  { key: 'favorites', href: '/dashboard/favorites', icon: <FavoriteBorderIcon /> },
  { key: 'recentlyViewed', href: '/dashboard/recentlyViewed', icon: <HistoryIcon /> },
  { key: 'security', href: '/dashboard/security', icon: <LockOutlinedIcon /> },
];

/** Moderation's decisions about the user and their reports, and their appeals (DSA Art. 17, 20). */
export const STATEMENTS_LINK: DashboardLink = {
  key: 'statements',
  href: '/dashboard/statements',
  icon: <FactCheckOutlinedIcon />,
};

/** The dashboard home's cards: the profile menu's pages and the decisions page. */
export const DASHBOARD_HOME_LINKS: readonly DashboardLink[] = [...PROFILE_LINKS, STATEMENTS_LINK];

/** SPEC §2 dashboard routes, in menu order. */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  { key: 'advertisment', href: '/dashboard/advertisment', icon: <ListAltIcon /> },
  ...PROFILE_LINKS.filter((link) => link.key !== 'newAd' && link.key !== 'myBooth'),
  STATEMENTS_LINK,
];
