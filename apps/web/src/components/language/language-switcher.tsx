'use client';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LANGUAGES, type Lang } from '@kraam/shared';
import { useLanguage } from '@/i18n/use-language';
import { Flag } from './flags';

export interface LanguageSwitcherProps {
  /** Show the active language's name before or after its flag, or not at all. */
  showName?: 'before' | 'after' | false;
  /** Swap flag and name (and in the menu too). */
  reverse?: boolean;
}

/**
 * SPEC §2: a small dropdown with a flag per language. The button's name starts with "Taal"/"Language"
 * and contains the language name it shows ("Taal: Nederlands"), so speech control finds it by either.
 */
export function LanguageSwitcher({ showName = 'after', reverse = false }: LanguageSwitcherProps) {
  const t = useTranslations('language');
  const { lang, setLanguage, switching } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const nameFirst = (showName === 'before') !== reverse;
  const label = (value: Lang) => t(value);

  const choose = (value: Lang) => {
    setAnchor(null);
    setLanguage(value);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('current', { name: label(lang) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={switching}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon />}
        sx={{ minHeight: 44, px: 1.5 }}
      >
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            flexDirection: nameFirst ? 'row-reverse' : 'row',
          }}
        >
          <Flag lang={lang} />
          {showName !== false && <span>{label(lang)}</span>}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((value) => (
          <MenuItem
            key={value}
            selected={value === lang}
            lang={value}
            onClick={() => choose(value)}
            sx={{ minHeight: 44, gap: 1, flexDirection: reverse ? 'row-reverse' : 'row' }}
          >
            <ListItemIcon sx={{ minWidth: 0 }}>
              <Flag lang={value} />
            </ListItemIcon>
            <ListItemText>{label(value)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
