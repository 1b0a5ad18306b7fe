'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconAccount } from '@/components/icons/icon-paths';
import bar from '@/components/layout/header-bar.module.css';
import { LazyProfileMenuList } from './lazy-overlays';
import { useOpenedOnce } from './use-opened-once';

/** SPEC §2 profile menu: the button; its popover (profile-menu-list.tsx) loads on the first open. */
export function ProfileMenu() {
  const tShell = useTranslations('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        aria-label={tShell('profileMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={bar.iconButton}
      >
        <InlineIcon path={iconAccount} />
      </button>
      {opened && <LazyProfileMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
