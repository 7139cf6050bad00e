import type { Money } from '../../../src/domain/money';

/**
 * Adding a card authenticates (3-D Secure) and verifies it for nothing: no money moves. The currency is the
 * merchant's settlement currency, which the gateway needs on an order all the same.
 */
export const CARD_CHECK: Money = { amountMinor: 0, currency: 'SGD' };

/** A new card session's order: the provider names it (and its transactions below), so a retry is the same call. */
export const newCardCheckOrderId = (): string => `card-${crypto.randomUUID().replace(/-/g, '')}`;
/** The order's 3-D Secure transaction. */
export const AUTHENTICATION_TRANSACTION_ID = 'authentication-1';
/** The order's verification (VERIFY) before the card is saved. */
export const VERIFICATION_TRANSACTION_ID = 'verification-1';
