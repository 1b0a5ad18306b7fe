import type { Lang } from '@kraam/shared';

const size = { width: 24, height: 16 };

/** Inline flags: no image requests, crisp at any density. Decorative (the name carries the meaning). */
export function Flag({ lang }: { lang: Lang }) {
  if (lang === 'nl') {
    return (
      <svg
        viewBox="0 0 9 6"
        {...size}
        aria-hidden="true"
        focusable="false"
        style={{ borderRadius: 2, flexShrink: 0 }}
      >
        <rect width="9" height="6" fill="#21468B" />
        <rect width="9" height="4" fill="#FFFFFF" />
        <rect width="9" height="2" fill="#AE1C28" />
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 60 30"
      {...size}
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0 }}
    >
      <clipPath id="gb-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#gb-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
