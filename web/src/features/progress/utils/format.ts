/** "12 Nov" for a date YYYY-MM-DD, in the interface language. */
export function dayLabel(day: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "Nov 2026" for a month YYYY-MM, in the interface language. */
export function monthLabel(month: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

/** "87%" for a share 0–1, in the interface language. */
export function percent(share: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}
