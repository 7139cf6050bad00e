import type { Money } from '#domain/money.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { merchantCurrencyOf } from './merchant-currency';

/**
 * Adding a card authenticates (3-D Secure) and verifies it for nothing: no money moves. The gateway needs an order
 * currency all the same, and it must be one the merchant settles in: the merchant's settlement currency. Without
 * one configured the card is not checked at all (fails closed), and the log says why.
 */
export function cardCheckAmount(env: Pick<ProviderBindings, 'MPGS_MERCHANT_CURRENCY'>): Money {
  const currency = merchantCurrencyOf(env);
  if (!currency) {
    console.error(JSON.stringify({ event: 'card_check_refused', reason: 'MPGS_MERCHANT_CURRENCY is not set to a currency code' }));
    throw new ApiError(503, 'card_check_currency_missing', 'cardGatewayUnavailable');
  }
  return { amountMinor: 0, currency };
}

/** A new card session's order: the provider names it (and its transactions below), so a retry is the same call. */
export const newCardCheckOrderId = (): string => `card-${crypto.randomUUID().replace(/-/g, '')}`;
/** The order's 3-D Secure transaction. */
export const AUTHENTICATION_TRANSACTION_ID = 'authentication-1';
/** The order's verification (VERIFY) before the card is saved. */
export const VERIFICATION_TRANSACTION_ID = 'verification-1';
