import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#provider/platform/api-error.ts';
import { cardCheckAmount } from '#provider/payments/card-check.ts';

describe('the card check when a card is added', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves nothing, in the merchant’s settlement currency', () => {
    expect(cardCheckAmount({ MPGS_MERCHANT_CURRENCY: 'HKD' })).toEqual({ amountMinor: 0, currency: 'HKD' });
    expect(cardCheckAmount({ MPGS_MERCHANT_CURRENCY: 'MYR' })).toEqual({ amountMinor: 0, currency: 'MYR' });
  });

  it('refuses (503, logged) when the currency is missing or not a currency code, never guessing one', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const setting of [undefined, '', 'sgd', 'S$', 'SGDX']) {
      const refusal = (() => {
        try {
          cardCheckAmount({ MPGS_MERCHANT_CURRENCY: setting });
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 503, code: 'card_check_currency_missing' });
    }
    expect(log).toHaveBeenCalledWith(JSON.stringify({ event: 'card_check_refused', reason: 'MPGS_MERCHANT_CURRENCY is not set to a currency code' }));
  });
});
