'use client';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Lang } from '@kraam/shared';
import { Flag } from './flags';

interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: Lang;
  label: (lang: Lang) => string;
  reverse: boolean;
  onChoose: (lang: Lang) => void;
  onClose: () => void;
}

/** The language switch's dropdown, a flag per language; loaded on its first open. */
export function LanguageMenu({ id, anchor, current, label, reverse, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((value) => (
        <MenuItem
          key={value}
          selected={value === current}
          lang={value}
          onClick={() => onChoose(value)}
          sx={{ minHeight: 44, gap: 1, flexDirection: reverse ? 'row-reverse' : 'row' }}
        >
          <ListItemIcon sx={{ minWidth: 0 }}>
            <Flag lang={value} />
          </ListItemIcon>
          <ListItemText>{label(value)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
