'use client';
import type { Ref } from 'react';
import Box from '@mui/material/Box';

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
  return (
    <Box
      ref={ref}
      role={role}
      aria-label={label}
      data-testid={testId}
      sx={{
        height,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        zIndex: 0,
        '& .kraam-pin span': {
          display: 'block',
          width: 28,
          height: 28,
          borderRadius: '50% 50% 50% 0',
          transform: 'rotate(-45deg)',
          bgcolor: 'secondary.main',
          border: 3,
          borderColor: 'common.white',
          boxShadow: 2,
        },
      }}
    />
  );
}
