'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import PersonIcon from '@mui/icons-material/Person';
import { SxKraamImage } from './sx-kraam-image';

// Theme colours whose contrastText reads at WCAG AA on their main colour (theme.test.ts).
const COLOURS = ['primary', 'secondary', 'info', 'warning'] as const;

interface UserAvatarProps {
  /** Whose avatar: its initials stand in for a missing photo. */
  name: string | null | undefined;
  imageId: string | null | undefined;
  size?: number;
  /** The accessible name; without it the avatar is decorative (the name is shown beside it). */
  label?: string;
  /** Stands in for a missing photo instead of the initials (the support agent, a booth). */
  icon?: ReactNode;
  /** A booth's logo is a rounded square with a border; people are round. */
  shape?: 'circle' | 'rounded';
}

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .filter((part, index, parts) => index === 0 || index === parts.length - 1)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The same name always gets the same colour. */
function colourOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? 'primary';
}

/**
 * An avatar (round; a booth's logo a rounded square): the photo, or (without one, or when it does not load) the initials on a theme colour,
 * the given icon, or a person icon. Never the no-image icon, which reads as a broken image.
 */
export function UserAvatar({ name, imageId, size = 40, label, icon, shape = 'circle' }: UserAvatarProps) {
  const initials = initialsOf(name ?? '');
  const colour = colourOf(name ?? '');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    ...(shape === 'circle'
      ? { borderRadius: '50%' }
      : { borderRadius: 2, border: 1, borderColor: 'divider' }),
  } as const;
  const placeholder = (
    <Box
      {...a11y}
      sx={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 500,
        fontSize: size * 0.4,
        lineHeight: 1,
        userSelect: 'none',
        '& svg': { fontSize: size * 0.6 },
        ...(icon || !initials
          ? { bgcolor: 'primary.light', color: 'primary.main' }
          : { bgcolor: `${colour}.main`, color: `${colour}.contrastText` }),
      }}
    >
      {icon ?? (initials || <PersonIcon />)}
    </Box>
  );
  return (
    <SxKraamImage id={imageId} alt={label ?? ''} sizes={`${size}px`} sx={frame} fallback={placeholder} />
  );
}
