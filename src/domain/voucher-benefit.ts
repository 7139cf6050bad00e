import type { MessageDescriptor } from './messages';
import { formatMoneyIn } from './money';
import { formatPercentIn } from './percent';

/** What a voucher takes off (spec §3 price, price_type): a percentage, an amount in minor units, or nothing to say. */
export interface VoucherPrice {
  price_type: 'percentage' | 'fixed' | 'none';
  price: number;
  currency: string | null;
}

export const voucherBenefitMessages = {
  percentOff: /*i18n*/ { id: 'voucher.percent_off', message: '{percent} off' },
  amountOff: /*i18n*/ { id: 'voucher.amount_off', message: '{amount} off' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The catalog message that words a voucher's benefit, with its number formatted for the language (BCP 47 tag):
 * the vouchers page, the booking's detail and its e-mails all say it so. Null when there is nothing to say.
 */
export function voucherBenefit(voucher: VoucherPrice, intlTag: string): { message: MessageDescriptor; values: Record<string, string> } | null {
  if (voucher.price_type === 'percentage') {
    return { message: voucherBenefitMessages.percentOff, values: { percent: formatPercentIn(voucher.price, intlTag) } };
  }
  if (voucher.price_type === 'fixed' && voucher.currency) {
    return { message: voucherBenefitMessages.amountOff, values: { amount: formatMoneyIn({ amountMinor: voucher.price, currency: voucher.currency }, intlTag) } };
  }
  return null;
}
