import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { AppLink } from '@/components/link/app-link';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@kraam/shared';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { categoryHref } from '../tree';

const MAX_CHILDREN = 5;

/** A category with its image and its first children as links (each per SPEC §2's rule). */
export async function CategoryCard({
  node,
  headingLevel = 'h2',
}: {
  node: CategoryNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations('categories');
  const shown = node.childs.slice(0, MAX_CHILDREN);
  const more = node.childs.length - shown.length;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Link href={categoryHref(node)} tabIndex={-1} aria-hidden="true">
        <SxKraamImage
          id={node.galleryId}
          alt={node.title}
          sizes="(min-width: 1200px) 300px, (min-width: 600px) 33vw, 50vw"
          sx={{ aspectRatio: '4 / 3', bgcolor: 'primary.light' }}
        />
      </Link>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography component={headingLevel} variant="h3">
          <AppLink href={categoryHref(node)} color="text.primary">
            {node.title}
          </AppLink>
        </Typography>
        {shown.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {shown.map((child) => (
              <li key={child.id}>
                <AppLink href={categoryHref(child)} variant="body2">
                  {child.title}
                </AppLink>
              </li>
            ))}
            {more > 0 && (
              <li>
                <AppLink href={categoryHref(node)} variant="body2" color="text.secondary">
                  {t('moreCount', { count: more })}
                </AppLink>
              </li>
            )}
          </Box>
        )}
      </Box>
    </Card>
  );
}

/** Responsive grid of cards: 2 columns on phones, up to 5 on desktop. */
export function CategoryGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
