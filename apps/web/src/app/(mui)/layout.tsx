import type { ReactNode } from 'react';
import { MuiScope } from '@/components/theme/mui-scope';

/**
 * Every page but the home page: their parts are MUI, so MUI's theme and Emotion's server styles are
 * set up here rather than in the root layout (issue 14). The group adds nothing to the paths.
 */
export default function MuiLayout({ children }: { children: ReactNode }) {
  return <MuiScope>{children}</MuiScope>;
}
