/** Integer minor units and a currency code (conventions: money is never a float). */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Minor-unit digits of a currency per ISO 4217 as the runtime's Intl data knows them. */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Money as the language (a BCP 47 tag) writes it, without decimals when it is a whole amount (prices read cleaner so). */
export function formatMoneyIn(money: Money, intlTag: string): string {
  const exponent = currencyExponent(money.currency);
  const major = money.amountMinor / 10 ** exponent;
  const digits = Number.isInteger(major) ? 0 : exponent;
  return new Intl.NumberFormat(intlTag, { style: 'currency', currency: money.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
}
