/**
 * An IANA time zone where it is about noon now (a whole hour from UTC,
 * UTC−11 to UTC+12), for a test whose cards fall due minutes after their
 * grades: in the browser's day they are due today at any hour of the run
 * (near midnight UTC they would be due tomorrow). Etc/GMT's signs are
 * POSIX's: Etc/GMT-5 is five hours east of UTC.
 */
export function noonTimezoneId(now = new Date()): string {
  const east = Math.round((12 * 60 - (now.getUTCHours() * 60 + now.getUTCMinutes())) / 60);
  if (east === 0) return 'Etc/GMT';
  return east > 0 ? `Etc/GMT-${String(east)}` : `Etc/GMT+${String(-east)}`;
}
