import type { VoucherPrice } from '#domain/voucher-benefit.ts';
import { voucherPriceSize } from '#domain/voucher-price-size.ts';
import { useVoucherBenefit } from '#lib/use-voucher-benefit.ts';

/** The voucher's benefit ('15% off', spec §3 price and price_type); its font shrinks when the price is longer than 5 characters (spec §9). */
export function VoucherBenefit({ voucher }: { voucher: VoucherPrice }) {
  const benefit = useVoucherBenefit()(voucher);
  if (benefit === null) return null;
  return (
    <strong className={`voucher-price voucher-price-${voucherPriceSize(benefit.price)}`} data-testid="voucher-price">
      {benefit.text}
    </strong>
  );
}
