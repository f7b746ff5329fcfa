/**
 * How many whole hours east of UTC it is about noon now (−11 to 12), for a
 * test whose cards fall due minutes after their grades: in that zone's day
 * they are due today at any hour of the run (near midnight UTC they would
 * be due tomorrow).
 */
export function noonEastHours(now = new Date()): number {
  return Math.round((12 * 60 - (now.getUTCHours() * 60 + now.getUTCMinutes())) / 60);
}

/** The IANA name of a zone `east` hours east of UTC (Etc/GMT's signs are POSIX's: Etc/GMT-5 is UTC+5). */
export function timezoneIdOf(east: number): string {
  if (east === 0) return 'Etc/GMT';
  return east > 0 ? `Etc/GMT-${String(east)}` : `Etc/GMT+${String(-east)}`;
}

/** The IANA name of a zone where it is about noon now (see noonEastHours). */
export function noonTimezoneId(now = new Date()): string {
  return timezoneIdOf(noonEastHours(now));
}
