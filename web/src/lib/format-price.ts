/** A price in a currency's minor unit (99 usd → "$0.99"), in the interface language. */
export function formatPrice(cents: number, currency: string, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
