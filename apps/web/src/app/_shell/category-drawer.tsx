'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { DRAWER_TRANSITION_MS, type CategoryNode } from '@kraam/shared';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { LanguageChoice } from '@/components/language/language-choice';
import { useCategoryTree } from '@/features/categories/hooks/use-category-tree';
import { categoryHref } from '@/features/categories/tree';
import { CATEGORY_DRAWER_ID, useCategoryDrawer } from './category-drawer-state';

interface CategoryLevelsProps {
  tree: readonly CategoryNode[] | null;
  /** The tree could not be loaded (and nothing is stored). */
  failed?: boolean;
  onNavigate: () => void;
}

/**
 * The tree level by level (SPEC §2): an item's title links to its page (category page when it has
 * children, ads list for a leaf); the chevron walks one level down; the back row one level up.
 */
export function CategoryLevels({ tree, failed = false, onNavigate }: CategoryLevelsProps) {
  const t = useTranslations('shell');
  const [path, setPath] = useState<CategoryNode[]>([]);
  const current = path.at(-1);
  const items = current ? current.childs : (tree ?? []);

  return (
    <Box>
      {current && (
        <>
          <ListItemButton onClick={() => setPath(path.slice(0, -1))} sx={{ minHeight: 48, gap: 1.5 }}>
            <ArrowBackIcon fontSize="small" />
            <ListItemText primary={t('back')} />
          </ListItemButton>
          <Typography component="h3" variant="h4" sx={{ px: 2, pt: 1, pb: 0.5, color: 'text.secondary' }}>
            {current.title}
          </Typography>
        </>
      )}
      {tree === null ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {failed ? t('categoriesFailed') : t('loadingCategories')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('noCategories')}
        </Typography>
      ) : (
        <List disablePadding>
          {items.map((node) => (
            <ListItem
              key={node.id}
              disablePadding
              secondaryAction={
                node.childs.length > 0 ? (
                  <IconButton
                    edge="end"
                    aria-label={t('showSubcategories', { title: node.title })}
                    onClick={() => setPath([...path, node])}
                    sx={{ width: 44, height: 44 }}
                  >
                    <ChevronRightIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemButton
                component={Link}
                href={categoryHref(node)}
                onClick={onNavigate}
                sx={{ minHeight: 52, gap: 1.5, pr: node.childs.length > 0 ? 8 : 2 }}
              >
                {path.length === 0 && (
                  <SxKraamImage
                    id={node.galleryId}
                    alt=""
                    sizes="32px"
                    sx={{ width: 32, height: 32, borderRadius: 1, flexShrink: 0 }}
                  />
                )}
                <ListItemText primary={node.title} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Left drawer, shared by the desktop categories button and the bottom bar (SPEC §2, §4). */
export function CategoryDrawer() {
  const t = useTranslations('shell');
  const drawer = useCategoryDrawer();
  const { tree, failed } = useCategoryTree();
  return (
    <Drawer
      anchor="left"
      open={drawer.open}
      onClose={drawer.close}
      transitionDuration={DRAWER_TRANSITION_MS}
      slotProps={{
        paper: {
          id: CATEGORY_DRAWER_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('categories'),
          sx: { width: 'min(360px, 88vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        component="nav"
        aria-label={t('categories')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="h2" variant="h3" sx={{ flex: 1 }}>
            {t('categories')}
          </Typography>
          <IconButton
            aria-label={t('closeDrawer')}
            onClick={drawer.close}
            edge="end"
            sx={{ width: 44, height: 44 }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <CategoryLevels tree={tree} failed={failed} onNavigate={drawer.close} />
        </Box>
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            px: 2,
            py: 1.5,
            pb: 'calc(12px + env(safe-area-inset-bottom))',
          }}
        >
          <LanguageChoice />
        </Box>
      </Box>
    </Drawer>
  );
}
