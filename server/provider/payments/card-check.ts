import type { Money } from '../../../src/domain/money';

/**
 * Adding a card authenticates (3-D Secure) and verifies it for nothing: no money moves. The currency is the
 * merchant's settlement currency, which the gateway needs on an order all the same.
 */
export const CARD_CHECK: Money = { amountMinor: 0, currency: 'SGD' };

/** The card session's order and its 3-D Secure transaction, named by the provider so a retry is the same call. */
export const cardCheckIds = () => {
  const id = crypto.randomUUID().replace(/-/g, '');
  return { orderId: `card-${id}`, authenticationTransactionId: 'authentication-1', verificationTransactionId: 'verification-1' };
};
