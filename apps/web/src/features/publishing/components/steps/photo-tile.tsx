'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import StarBorderOutlinedIcon from '@mui/icons-material/StarBorderOutlined';
import { SxKraamImage } from '@/components/image/sx-kraam-image';

interface PhotoTileProps {
  id: string;
  index: number;
  total: number;
  title: string;
  disabled: boolean;
  onMakeMain: () => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
}

/** One photo: drag it onto another to reorder, or use the arrow, main and delete buttons (keyboard too). */
export function PhotoTile(props: PhotoTileProps) {
  const { id, index, total, title, disabled } = props;
  const t = useTranslations('publish.steps.photos');
  const main = index === 0;
  const alt = t('photoAlt', { title: title || t('untitled'), number: index + 1 });
  const action = (label: string, icon: ReactNode, onClick: () => void, off = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          onClick={onClick}
          disabled={disabled || off}
          sx={{ width: 40, height: 40 }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable={!disabled}
      onDragStart={props.onDragStart}
      onDragEnd={props.onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        props.onDropOn();
      }}
      data-testid="photo-tile"
      sx={{
        overflow: 'hidden',
        cursor: 'grab',
        borderColor: main ? 'primary.main' : 'divider',
        borderWidth: main ? 2 : 1,
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <SxKraamImage
          id={id}
          alt={alt}
          sizes="(max-width: 600px) 50vw, 240px"
          sx={{ aspectRatio: '4 / 3', width: '100%' }}
        />
        {main && (
          <Chip
            size="small"
            color="primary"
            label={t('main')}
            sx={{ position: 'absolute', top: 8, left: 8 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5 }}>
        {action(
          t('moveEarlier'),
          <ArrowBackIcon fontSize="small" />,
          () => props.onMove(index - 1),
          index === 0,
        )}
        {!main && action(t('makeMain'), <StarBorderOutlinedIcon fontSize="small" />, props.onMakeMain)}
        {action(t('delete'), <DeleteOutlineOutlinedIcon fontSize="small" />, props.onRemove)}
        {action(
          t('moveLater'),
          <ArrowForwardIcon fontSize="small" />,
          () => props.onMove(index + 1),
          index === total - 1,
        )}
      </Box>
    </Paper>
  );
}
