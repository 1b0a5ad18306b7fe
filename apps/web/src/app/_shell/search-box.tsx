'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'next/form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { SearchSuggestion } from '@kraam/shared';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconSearch } from '@/components/icons/icon-paths';
import { useSuggestions } from '@/features/browse/hooks/use-suggestions';
import { SuggestionList, suggestionHref } from './suggestion-list';
import styles from './search-box.module.css';

interface SearchBoxProps {
  autoFocus?: boolean;
  /** Called after a submit or a chosen suggestion, e.g. to close the full-screen search. */
  onSubmitted?: () => void;
  size?: 'medium' | 'large';
}

/**
 * The search form: a GET to /categoryAds?search=term (works before hydration too), with suggestions
 * (SPEC §4/§5) after more than 2 characters as an ARIA combobox: arrows move, Enter opens, Escape closes;
 * the list also closes on a click elsewhere, on scroll and on submit.
 */
export function SearchBox({ autoFocus = false, onSubmitted, size = 'medium' }: SearchBoxProps) {
  const t = useTranslations('shell');
  const router = useRouter();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(term);
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    if (!expanded) return;
    const close = () => setOpen(false);
    // A press anywhere outside the field and its list closes the list.
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) close();
    };
    window.addEventListener('scroll', close, { passive: true });
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      window.removeEventListener('scroll', close);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [expanded]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: SearchSuggestion) => {
    close();
    inputRef.current?.blur();
    router.push(suggestionHref(suggestion));
    onSubmitted?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (expanded) event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => cycle(current, step, suggestions.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      {/* No prefetch: every page shows the form, and its prefetch cost each page view a server render of
          the search page (two on the home page, with the hero's) and its scripts' evaluation, while few
          views end in a search. */}
      <Form
        action="/categoryAds"
        prefetch={false}
        role="search"
        data-focus-frame
        onSubmit={() => {
          close();
          onSubmitted?.();
        }}
        className={`${styles.form} ${size === 'large' ? styles.large : ''}`}
      >
        <input
          ref={inputRef}
          name="search"
          type="search"
          required
          autoFocus={autoFocus}
          autoComplete="off"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          maxLength={100}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          className={styles.input}
        />
        <button type="submit" aria-label={t('searchSubmit')} className={styles.submit}>
          <InlineIcon path={iconSearch} />
        </button>
      </Form>
      <SuggestionList
        id={listId}
        open={expanded}
        suggestions={suggestions}
        active={active}
        onChoose={choose}
        onHover={setActive}
      />
    </div>
  );
}

/** Moves through -1 (the typed text) and the n options, wrapping at both ends. */
export function cycle(current: number, step: 1 | -1, n: number): number {
  return ((current + 1 + step + (n + 1)) % (n + 1)) - 1;
}
