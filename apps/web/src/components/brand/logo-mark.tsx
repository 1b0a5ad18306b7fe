import type { SVGProps } from 'react';
import styles from './logo-mark.module.css';

/**
 * Kraam's mark: a market stall ("kraam") with a striped awning. Inline SVG, so the header needs no
 * request for it; colours come from the theme's CSS variables (plain SVG: it is in every header).
 */
export function LogoMark({ size = 32, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      className={styles.mark}
      {...props}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <g fill="#fff">
        <path d="M8.5 7h15l3 6h-21z" />
        <rect x="7.5" y="15" width="2" height="10.5" rx="1" />
        <rect x="22.5" y="15" width="2" height="10.5" rx="1" />
        <rect x="5.5" y="19.5" width="21" height="3" rx="1.5" />
        <path d="M5.5 13h5.25a2.625 2.625 0 0 1-5.25 0zM16 13h5.25a2.625 2.625 0 0 1-5.25 0z" />
      </g>
      <path
        className={styles.stripe}
        d="M10.75 13H16a2.625 2.625 0 0 1-5.25 0zM21.25 13h5.25a2.625 2.625 0 0 1-5.25 0z"
      />
      <path className={styles.stripe} d="M12.25 7H16v6h-5.25zM19.75 7h3.75l3 6h-5.25z" />
    </svg>
  );
}
