// Making an Intl.NumberFormat costs about a millisecond (several on a phone),
// more than formatting with it: a page of prices (About's pricing, the packs)
// makes each one once.
const formats = new Map<string, Intl.NumberFormat>();

/** Formats an amount in a currency's minor unit (99 usd → $0.99) for the interface language. */
export function formatMoney(
  minorUnits: number,
  currency: string,
  language: string | undefined,
  digits = 2,
): string {
  const code = currency.toUpperCase();
  const key = `${language ?? ''}|${code}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(minorUnits / 100);
}
