'use client';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import type { CategoryNode } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';
import { categoryHref } from '../tree';

const ICON_PX = 56;

/**
 * The top categories as one compact row that scrolls sideways (icon image + title), so the home feed
 * starts on the first screen. Every item is a link: Tab walks the row and scrolls it into view.
 */
export function CategoryShortcuts({ tree, label }: { tree: CategoryNode[]; label: string }) {
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'flex',
          gap: { xs: 0.5, sm: 1 },
          overflowX: 'auto',
          scrollSnapType: 'x proximity',
          scrollbarWidth: 'thin',
          '& > li': { scrollSnapAlign: 'start', flex: '0 0 auto' },
        }}
      >
        {tree.map((node) => (
          <li key={node.id}>
            <Box
              component={NextLink}
              href={categoryHref(node)}
              sx={{
                width: { xs: 80, sm: 96 },
                minHeight: 44,
                p: 1,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.75,
                borderRadius: 2,
                color: 'text.primary',
                textDecoration: 'none',
                typography: 'body2',
                textAlign: 'center',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <KraamImage
                id={node.galleryId}
                alt=""
                sizes={`${ICON_PX}px`}
                sx={{
                  width: ICON_PX,
                  height: ICON_PX,
                  borderRadius: '50%',
                  bgcolor: 'primary.light',
                  flexShrink: 0,
                }}
              />
              <Box
                component="span"
                sx={{
                  lineHeight: 1.25,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  overflowWrap: 'anywhere',
                }}
              >
                {node.title}
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
