/** Formats an amount in a currency's minor unit (99 usd → $0.99) for the interface language. */
export function formatMoney(
  minorUnits: number,
  currency: string,
  language: string | undefined,
  digits = 2,
): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 100);
}
