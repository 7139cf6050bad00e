import { Trans } from '@lingui/react/macro';
import type { Voucher } from '../../domain/contract/voucher';
import { voucherPriceSize } from '../../domain/voucher-price-size';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { formatMoney, formatPercent } from '../../lib/format';

type Priced = Pick<Voucher, 'price_type' | 'price' | 'currency'>;

/** What the voucher takes off, worded by the catalogs from its price type and amount (spec §3 price, price_type). */
function BenefitText({ voucher, locale }: { voucher: Priced; locale: CatalogLocale }) {
  if (voucher.price_type === 'percentage') {
    const percent = formatPercent(voucher.price, locale);
    return <Trans>{percent} off</Trans>;
  }
  const amount = formatMoney({ amountMinor: voucher.price, currency: voucher.currency! }, locale);
  return <Trans>{amount} off</Trans>;
}

/** The voucher's price as the diner reads it, or null for a voucher without one. */
function priceText(voucher: Priced, locale: CatalogLocale): string | null {
  if (voucher.price_type === 'percentage') return formatPercent(voucher.price, locale);
  if (voucher.price_type === 'fixed' && voucher.currency) return formatMoney({ amountMinor: voucher.price, currency: voucher.currency }, locale);
  return null;
}

/** The voucher's benefit; its font shrinks when the price is longer than 5 characters (spec §9). */
export function VoucherBenefit({ voucher, locale }: { voucher: Priced; locale: CatalogLocale }) {
  const price = priceText(voucher, locale);
  if (price === null) return null;
  return (
    <strong className={`voucher-price voucher-price-${voucherPriceSize(price)}`} data-testid="voucher-price">
      <BenefitText voucher={voucher} locale={locale} />
    </strong>
  );
}
