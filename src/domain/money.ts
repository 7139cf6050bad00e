import { numberFormat } from './intl-formats';

/** Integer minor units and a currency code (conventions: money is never a float). */
export interface Money {
  amountMinor: number;
  currency: string;
}

const exponents = new Map<string, number>();

/** Minor-unit digits of a currency per ISO 4217 as the runtime's Intl data knows them. */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/** Money as the language (a BCP 47 tag) writes it, without decimals when it is a whole amount (prices read cleaner so). */
export function formatMoneyIn(money: Money, intlTag: string): string {
  const exponent = currencyExponent(money.currency);
  const major = money.amountMinor / 10 ** exponent;
  const digits = Number.isInteger(major) ? 0 : exponent;
  return numberFormat(intlTag, { style: 'currency', currency: money.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
}

/**
 * An amount typed in major units ("86.50", "86,5", "1200") as integer minor units of `currency`, or null when it is
 * not a plain amount with at most the currency's decimals (JPY none, SGD two).
 */
export function parseMoneyInput(text: string, currency: string): number | null {
  const exponent = currencyExponent(currency);
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  if (decimals.length > exponent) return null;
  return Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0');
}
