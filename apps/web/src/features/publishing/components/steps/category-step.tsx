'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { CategoryNode } from '@kraam/shared';
import { findCategoryPath } from '@/lib/category-path';

interface CategoryStepProps {
  tree: CategoryNode[];
  value: number | null;
  /** A leaf was picked; the form asks for confirmation when it replaces another one. */
  onChoose: (id: number) => void;
  error?: string;
}

/** The category tree level by level; only a leaf (no subcategories) can be chosen (SPEC §5). */
export function CategoryStep({ tree, value, onChoose, error }: CategoryStepProps) {
  const t = useTranslations('publish.steps.category');
  const chosenPath = value === null ? null : findCategoryPath(tree, value);
  const [trail, setTrail] = useState<CategoryNode[]>(() => chosenPath?.slice(0, -1) ?? []);
  const level = trail.at(-1)?.childs ?? tree;

  if (tree.length === 0) return <Alert severity="warning">{t('treeMissing')}</Alert>;
  return (
    <>
      {chosenPath && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('chosen', { path: chosenPath.map((node) => node.title).join(' › ') })}
        </Alert>
      )}
      <Breadcrumbs aria-label={t('trail')} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setTrail([])} disabled={trail.length === 0}>
          {t('all')}
        </Button>
        {trail.map((node, index) => (
          <Button
            key={node.id}
            size="small"
            onClick={() => setTrail(trail.slice(0, index + 1))}
            disabled={index === trail.length - 1}
          >
            {node.title}
          </Button>
        ))}
      </Breadcrumbs>
      <Paper variant="outlined">
        <List disablePadding aria-label={trail.at(-1)?.title ?? t('all')}>
          {level.map((node) => {
            const leaf = node.childs.length === 0;
            const selected = node.id === value;
            return (
              <ListItem key={node.id} disablePadding divider>
                <ListItemButton
                  selected={selected}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => (leaf ? onChoose(node.id) : setTrail([...trail, node]))}
                  sx={{ minHeight: 52 }}
                >
                  <ListItemText
                    primary={node.title}
                    secondary={leaf ? undefined : t('subcategories', { count: node.childs.length })}
                  />
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    {leaf ? (
                      selected && <CheckCircleIcon color="primary" aria-hidden />
                    ) : (
                      <ChevronRightIcon aria-hidden />
                    )}
                  </ListItemIcon>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </>
  );
}
