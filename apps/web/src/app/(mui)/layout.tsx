import type { ReactNode } from 'react';
import { MuiScope } from '@/components/theme/mui-scope';

/**
 * Every page but the home, category, search, booth, ad and login pages: their parts are MUI, so MUI's
 * theme and Emotion's server styles are set up here rather than in the root layout, and those pages load
 * none of it (decision 0021). The group adds nothing to the paths.
 */
export default function MuiLayout({ children }: { children: ReactNode }) {
  return <MuiScope>{children}</MuiScope>;
}
