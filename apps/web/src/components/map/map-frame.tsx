'use client';
import type { CSSProperties, Ref } from 'react';
import styles from './map-frame.module.css';

interface MapFrameProps {
  ref: Ref<HTMLDivElement>;
  /** 'group' for a map to look at (its zoom buttons and credits stay reachable), 'application' to pick a spot. */
  role: 'group' | 'application';
  label: string;
  testId: string;
  height: { xs: number; sm: number };
}

/** The box a Leaflet map is mounted in: grey until (or when offline, instead of) the tiles, and the pin's look. */
export function MapFrame({ ref, role, label, testId, height }: MapFrameProps) {
  const heights = {
    '--map-height-xs': `${height.xs}px`,
    '--map-height-sm': `${height.sm}px`,
  } as CSSProperties;
  return (
    <div
      ref={ref}
      role={role}
      aria-label={label}
      data-testid={testId}
      className={styles.frame}
      style={heights}
    />
  );
}
