import type { components } from '@/lib/api/schema';

/** Seconds until a card is due again after each grade, as the server's FSRS scheduler says. */
export type GradeIntervals = components['schemas']['IntervalsBody'];

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * A grade button's interval in the interface language, short as in the best
 * SRS apps: "<1m", "6m", "3h", "4d", "1.5 mths", "2y" (in English; "6 Min." in
 * German, "6分钟" in Chinese).
 */
export function formatInterval(seconds: number, language: string): string {
  const unit = (value: number, name: string, fraction = false) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: name,
      // A narrow month is "m" in English, the same as a minute.
      unitDisplay: name === 'month' ? 'short' : 'narrow',
      maximumFractionDigits: fraction && value < 10 ? 1 : 0,
    }).format(value);
  if (seconds < minute) return `<${unit(1, 'minute')}`;
  if (seconds < hour) return unit(Math.round(seconds / minute), 'minute');
  if (seconds < day) return unit(Math.round(seconds / hour), 'hour');
  const days = seconds / day;
  if (days < 30) return unit(Math.round(days), 'day');
  if (days < 365) return unit(days / 30, 'month', true);
  return unit(days / 365, 'year', true);
}
