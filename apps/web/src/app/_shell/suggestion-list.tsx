'use client';
import { useTranslations } from 'next-intl';
import type { SearchSuggestion } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';
import styles from './suggestion-list.module.css';

/** A booth suggestion opens the booth, an ad one the ad (SPEC §4). */
export const suggestionHref = (suggestion: SearchSuggestion): string =>
  suggestion.from === 'booth' ? `/booth/${suggestion.id}` : `/ads/${suggestion.id}`;

interface SuggestionListProps {
  id: string;
  open: boolean;
  suggestions: SearchSuggestion[];
  active: number;
  onChoose: (suggestion: SearchSuggestion) => void;
  onHover: (index: number) => void;
}

/** The listbox under the search field; options are chosen with the mouse or by the field's keys. */
export function SuggestionList({ id, open, suggestions, active, onChoose, onHover }: SuggestionListProps) {
  const t = useTranslations('shell.suggestions');
  return (
    <ul
      role="listbox"
      id={id}
      aria-label={t('label')}
      className={styles.list}
      style={open ? undefined : { display: 'none' }}
    >
      {suggestions.map((suggestion, index) => (
        <li
          role="option"
          key={`${suggestion.from}-${suggestion.id}`}
          id={`${id}-${index}`}
          aria-selected={index === active}
          // mousedown, not click: the field keeps focus and the list is not closed first.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(suggestion);
          }}
          onMouseEnter={() => onHover(index)}
          className={styles.option}
        >
          <KraamImage
            id={suggestion.galleryId}
            alt=""
            sizes="40px"
            className={suggestion.from === 'booth' ? styles.boothImage : styles.adImage}
          />
          <p className={styles.title}>{suggestion.title}</p>
          <span className={styles.kind}>{suggestion.from === 'booth' ? t('booth') : t('ad')}</span>
        </li>
      ))}
    </ul>
  );
}
