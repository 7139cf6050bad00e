/** Spec §9: a voucher's price text longer than this many characters is shown in a smaller font. */
export const VOUCHER_PRICE_SHRINK_AFTER = 5;

/**
 * The size a voucher's price text is shown at (spec §9: the font shrinks when the text is longer than 5
 * characters). Characters are counted as the diner sees them (code points), so 'S$1,500' shrinks and '15%' does not.
 */
export function voucherPriceSize(text: string): 'regular' | 'small' {
  return Array.from(text.trim()).length > VOUCHER_PRICE_SHRINK_AFTER ? 'small' : 'regular';
}
