import { currencyExponent, type Money } from '#domain/money.ts';

/** Integer minor units as MPGS writes an amount: a decimal string in major units ("12.50", "1200" for JPY). */
export function mpgsAmount(money: Money): string {
  const exponent = currencyExponent(money.currency);
  if (!Number.isSafeInteger(money.amountMinor) || money.amountMinor < 0) throw new RangeError('amount must be whole minor units of 0 or more');
  if (exponent === 0) return String(money.amountMinor);
  const digits = String(money.amountMinor).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** An MPGS decimal amount back in minor units; null when it is not one. */
export function minorFromMpgs(amount: unknown, currency: string): number | null {
  const text = typeof amount === 'number' ? amount.toFixed(currencyExponent(currency)) : String(amount ?? '');
  const exponent = currencyExponent(currency);
  const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(exponent, '0');
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) return null;
  return Number(match[1]) * 10 ** exponent + Number(fraction.slice(0, exponent) || '0');
}
