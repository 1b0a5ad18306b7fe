'use client';
import type { ButtonProps } from '@mui/material/Button';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { LinkButton } from '@/components/link/app-link';

/** The way to the new-ad form from a seller page (an empty booth, an empty My ads tab). */
export function NewAdButton({ label, size }: { label: string; size?: ButtonProps['size'] }) {
  return (
    <LinkButton
      href="/newAds/chooseCategory"
      variant="contained"
      size={size}
      startIcon={<AddCircleOutlineIcon />}
    >
      {label}
    </LinkButton>
  );
}
