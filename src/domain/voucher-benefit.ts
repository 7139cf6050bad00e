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

/** A voucher's benefit: the catalog message that words it, and its price as the language writes it ('15%', 'SGD 20'). */
export interface VoucherBenefit {
  message: MessageDescriptor;
  values: Record<string, string>;
  price: string;
}

/**
 * A voucher's benefit in a language (BCP 47 tag): the vouchers pages, the booking's detail and its e-mails all
 * say it so. Null when there is nothing to say.
 */
export function voucherBenefit(voucher: VoucherPrice, intlTag: string): VoucherBenefit | null {
  if (voucher.price_type === 'percentage') {
    const percent = formatPercentIn(voucher.price, intlTag);
    return { message: voucherBenefitMessages.percentOff, values: { percent }, price: percent };
  }
  if (voucher.price_type === 'fixed' && voucher.currency) {
    const amount = formatMoneyIn({ amountMinor: voucher.price, currency: voucher.currency }, intlTag);
    return { message: voucherBenefitMessages.amountOff, values: { amount }, price: amount };
  }
  return null;
}
