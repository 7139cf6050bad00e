import type { ProviderBindings } from '#provider/platform/env.ts';

/**
 * The gateway merchant's settlement currency (MPGS_MERCHANT_CURRENCY, ISO 4217, e.g. "SGD"): the merchant account
 * is set up in it, so it is what an order that moves no money (a card check) is made in. One deployment, one
 * merchant; a partner settling in another currency has its own. Null when it is missing or not a currency code.
 */
export function merchantCurrencyOf(env: Pick<ProviderBindings, 'MPGS_MERCHANT_CURRENCY'>): string | null {
  const currency = env.MPGS_MERCHANT_CURRENCY?.trim();
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : null;
}
