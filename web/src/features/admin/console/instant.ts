/** A datetime-local value (local time) as RFC 3339 ('' and nonsense stay ''). */
export function instant(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
