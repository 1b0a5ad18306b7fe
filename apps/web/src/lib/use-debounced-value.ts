'use client';
import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`: a fast typist causes one request per pause, not one per letter. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
