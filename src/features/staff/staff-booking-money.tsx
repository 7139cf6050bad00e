'use client';
import { Trans } from '@lingui/react/macro';
import type { StaffBooking } from '#domain/contract/staff.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatMoney } from '#lib/i18n/format.ts';

/** What the booking's card guarantee or prepayment stands at, for staff deciding on the meal or a no-show. */
export function StaffBookingMoney({ payment, lang }: { payment: NonNullable<StaffBooking['payment']>; lang: CatalogLocale }) {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: payment.currency }, lang);
  const amount = money(payment.amount_minor);
  const line = (() => {
    switch (payment.state) {
      case 'scheduled':
        return <Trans>Card guarantee of {amount}, to be held before the meal</Trans>;
      case 'held': {
        const held = money(payment.held_minor);
        return <Trans>{held} held on the diner's card</Trans>;
      }
      case 'captured': {
        const charged = money(payment.captured_minor);
        return <Trans>{charged} charged to the diner's card</Trans>;
      }
      case 'released':
        return <Trans>The card hold was released</Trans>;
      case 'refund_processing': {
        const refunding = money(payment.refunding_minor);
        return <Trans>Refund of {refunding} processing</Trans>;
      }
      case 'refunded': {
        const refunded = money(payment.refunded_minor);
        return <Trans>{refunded} refunded</Trans>;
      }
      case 'failed':
        return <Trans>The diner's card refused the hold</Trans>;
    }
  })();
  return (
    <p className="muted" data-testid="staff-booking-money" data-state={payment.state}>
      {line}
    </p>
  );
}
