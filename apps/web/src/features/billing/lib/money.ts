/**
 * An amount in cents as money in the reader's language: "$150", "150 US$", "150,00 US$". Whole
 * amounts drop the cents; the currency is the API's lower-case ISO 4217 code.
 */
export function formatMoney(amountCents: number, currency: string, locale: string): string {
  const hasCents = amountCents % 100 !== 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: hasCents ? 2 : 0,
      maximumFractionDigits: 2,
    }).format(amountCents / 100);
  } catch {
    // An unknown currency code: the number, then the code.
    return `${new Intl.NumberFormat(locale).format(amountCents / 100)} ${currency.toUpperCase()}`;
  }
}
