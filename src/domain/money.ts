/** Integer minor units and a currency code (conventions: money is never a float). */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Minor-unit digits of a currency per ISO 4217 as the runtime's Intl data knows them. */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
