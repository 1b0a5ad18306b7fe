'use client';
import Form from 'next/form';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';

interface SearchBoxProps {
  autoFocus?: boolean;
  /** Called after a submit, e.g. to close the full-screen search. */
  onSubmitted?: () => void;
  size?: 'medium' | 'large';
}

/** The search form: a GET to /categoryAds?search=term (works before hydration too). */
export function SearchBox({ autoFocus = false, onSubmitted, size = 'medium' }: SearchBoxProps) {
  const t = useTranslations('shell');
  const height = size === 'large' ? 52 : 44;
  return (
    <Box
      component={Form}
      action="/categoryAds"
      role="search"
      onSubmit={() => onSubmitted?.()}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        height,
        pl: 2,
        borderRadius: height / 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <InputBase
        name="search"
        type="search"
        required
        autoFocus={autoFocus}
        placeholder={t('searchPlaceholder')}
        inputProps={{ 'aria-label': t('searchLabel'), maxLength: 100, enterKeyHint: 'search' }}
        sx={{ flex: 1, fontSize: size === 'large' ? '1.0625rem' : '1rem' }}
      />
      <IconButton
        type="submit"
        aria-label={t('searchSubmit')}
        sx={{
          width: height - 6,
          height: height - 6,
          mr: '3px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
