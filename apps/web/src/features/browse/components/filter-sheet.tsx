'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { FilterChange, Filters } from '../filters';
import { CategoryChips, type CategoryLink } from './category-chips';
import { FilterPanel } from './filter-panel';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filters: Filters;
  onChange: (change: FilterChange) => void;
  pending: boolean;
  categories: CategoryLink[];
  /** The button that closes the sheet: 'Toon 12 resultaten'. */
  showLabel: string;
}

/** Phones: the filters as a sheet from the bottom, the category chips as its first section. */
export function FilterSheet({
  open,
  onClose,
  filters,
  onChange,
  pending,
  categories,
  showLabel,
}: FilterSheetProps) {
  const t = useTranslations('browse.results');
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { maxHeight: '88dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          pt: 1,
          pb: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          {t('filters')}
        </Typography>
        <IconButton aria-label={t('closeFilters')} onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {categories.length > 0 && (
          <Box sx={{ mb: 2.5 }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('category')}
            </Typography>
            <CategoryChips links={categories} label={t('category')} onNavigate={onClose} />
          </Box>
        )}
        <FilterPanel filters={filters} onChange={onChange} />
      </Box>
      <Box
        sx={{
          p: 2,
          pb: 'calc(16px + env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button fullWidth variant="contained" size="large" onClick={onClose} disabled={pending}>
          {showLabel}
        </Button>
      </Box>
    </Drawer>
  );
}
