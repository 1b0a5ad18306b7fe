import type { SVGProps } from 'react';

// Material icons drawn as plain SVG: the repeated parts of a page hydrate without MUI's SvgIcon and its
// Emotion styles (decision 0020). The paths are in icon-paths.ts.

/** A decorative icon in the text's colour, 1em square unless the class says otherwise. */
export function InlineIcon({ path, ...props }: { path: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden
      focusable="false"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}
