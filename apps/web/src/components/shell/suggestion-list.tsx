'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SearchSuggestion } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';

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
    <Paper
      elevation={6}
      sx={{
        display: open ? 'block' : 'none',
        position: 'absolute',
        top: 'calc(100% + 6px)',
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="ul"
        role="listbox"
        id={id}
        aria-label={t('label')}
        sx={{ listStyle: 'none', m: 0, p: 0.5 }}
      >
        {suggestions.map((suggestion, index) => (
          <Box
            component="li"
            role="option"
            key={`${suggestion.from}-${suggestion.id}`}
            id={`${id}-${index}`}
            aria-selected={index === active}
            // mousedown, not click: the field keeps focus and the click-away does not fire first.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(suggestion);
            }}
            onMouseEnter={() => onHover(index)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1,
              minHeight: 48,
              borderRadius: 1,
              cursor: 'pointer',
              '&[aria-selected="true"]': { bgcolor: 'primary.light' },
            }}
          >
            <KraamImage
              id={suggestion.galleryId}
              alt=""
              sizes="40px"
              sx={{
                width: 40,
                height: 40,
                borderRadius: suggestion.from === 'booth' ? '50%' : 1,
                flexShrink: 0,
              }}
            />
            <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
              {suggestion.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {suggestion.from === 'booth' ? t('booth') : t('ad')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
