'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { byteSize, durationParts } from '../model/units';

/** Numbers, sizes, durations and times in the user's language (times in Europe/Amsterdam, from the provider). */
export function useAdminFormat() {
  const format = useFormatter();
  const t = useTranslations('admin.units');
  return {
    count: (value: number) => format.number(value),
    percent: (ratio: number) => format.number(ratio, { style: 'percent', maximumFractionDigits: 1 }),
    // Our own units: Intl's short ones read '0 byte' and 'kB'.
    bytes: (bytes: number) => {
      const { value, unit } = byteSize(bytes);
      if (unit === 'byte') return t('byte', { count: value });
      return t(unit, { value: format.number(value, { maximumFractionDigits: 1 }) });
    },
    duration: (ms: number) => {
      const { value, unit } = durationParts(ms);
      return format.number(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 0 });
    },
    dateTime: (value: Date | string) =>
      format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'medium' }),
    time: (value: Date | string) => format.dateTime(new Date(value), { timeStyle: 'medium' }),
  };
}
