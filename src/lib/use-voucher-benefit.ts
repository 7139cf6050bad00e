import { useLingui } from '@lingui/react/macro';
import { voucherBenefit, type VoucherPrice } from '#domain/voucher-benefit.ts';
import type { CatalogLocale } from './i18n/catalogs';
import { intlLocale } from './i18n/format';

/** What a voucher takes off in the diner's language ('15% off') and its price alone ('15%'), or null when it says nothing of a price. */
export function useVoucherBenefit(): (voucher: VoucherPrice) => { text: string; price: string } | null {
  const { i18n } = useLingui();
  const tag = intlLocale(i18n.locale as CatalogLocale);
  return (voucher) => {
    const benefit = voucherBenefit(voucher, tag);
    return benefit ? { text: i18n._(benefit.message.id, benefit.values, { message: benefit.message.message }), price: benefit.price } : null;
  };
}
