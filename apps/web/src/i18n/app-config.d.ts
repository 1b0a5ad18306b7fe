import type { Lang } from '@kraam/shared';
import type { Messages } from './messages';

// Typed message keys: a typo in t('…') fails the type check instead of showing the key on screen.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Lang;
    Messages: Messages;
  }
}
