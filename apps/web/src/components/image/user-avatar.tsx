'use client';
import type { ReactNode } from 'react';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconPerson } from '@/components/icons/icon-paths';
import { KraamImage } from './kraam-image';
import styles from './user-avatar.module.css';

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
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const frame = shape === 'circle' ? styles.avatar : `${styles.avatar} ${styles.rounded}`;
  const colour = icon || !initials ? styles.quiet : styles[colourOf(name ?? '')];
  const placeholder = (
    <span
      {...a11y}
      className={`${frame} ${styles.placeholder} ${colour}`}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {icon ?? (initials || <InlineIcon path={iconPerson} />)}
    </span>
  );
  return (
    <KraamImage
      id={imageId}
      alt={label ?? ''}
      sizes={`${size}px`}
      className={frame}
      style={{ width: size, height: size }}
      fallback={placeholder}
    />
  );
}
