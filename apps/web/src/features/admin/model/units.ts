const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** The largest unit that keeps the number at 1 or more (1024-based, as memory is counted). */
export function byteSize(bytes: number): { value: number; unit: (typeof BYTE_UNITS)[number] } {
  let value = bytes;
  let index = 0;
  while (value >= 1024 && index < BYTE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: BYTE_UNITS[index] ?? 'byte' };
}

const DURATION_STEPS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

/** An age or time left in its largest whole unit: 90 s → 1 minute, 3 h 10 min → 3 hours. */
export function durationParts(ms: number): { value: number; unit: 'day' | 'hour' | 'minute' | 'second' } {
  for (const step of DURATION_STEPS) {
    if (ms >= step.ms) return { value: Math.floor(ms / step.ms), unit: step.unit };
  }
  return { value: Math.floor(ms / 1000), unit: 'second' };
}
