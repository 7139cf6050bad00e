import { describe, expect, it } from 'vitest';
import { VOUCHER_PRICE_SHRINK_AFTER, voucherPriceSize } from '#domain/voucher-price-size.ts';

describe('voucherPriceSize (spec §9: the price font shrinks past 5 characters)', () => {
  it('keeps the regular size up to 5 characters', () => {
    expect(VOUCHER_PRICE_SHRINK_AFTER).toBe(5);
    for (const text of ['15%', '100%', 'S$15', '¥1500', ' 15 % ']) expect(voucherPriceSize(text)).toBe('regular');
  });

  it('shrinks from the sixth character on', () => {
    for (const text of ['S$15.00', '¥15,000', 'HK$100', '15 % de']) expect(voucherPriceSize(text)).toBe('small');
  });

  it('counts characters as the diner sees them, not UTF-16 units', () => {
    expect(voucherPriceSize('💰💰💰💰💰')).toBe('regular');
    expect(voucherPriceSize('💰💰💰💰💰💰')).toBe('small');
  });
});
