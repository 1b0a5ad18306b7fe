'use client';
import NextLink from 'next/link';
import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';

// MUI components with a next/link inside, usable from server components (a component function
// cannot cross the server/client boundary as a prop).

export function AppLink({
  href,
  ...props
}: Omit<MuiLinkProps, 'href' | 'component' | 'ref'> & { href: string }) {
  return <MuiLink component={NextLink} href={href} {...props} />;
}

export function LinkButton({
  href,
  ...props
}: Omit<ButtonProps<'a'>, 'href' | 'component' | 'ref'> & { href: string }) {
  return <Button component={NextLink} href={href} {...props} />;
}
