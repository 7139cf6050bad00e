import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Fragment } from 'react';
import type { BookingPayment, PaymentTimelineEvent } from '#domain/contract/booking-payment.ts';
import { formatInstantDayTime } from '#domain/time-format.ts';
import { brandName } from '#lib/card-label.ts';
import { formatMoney, intlLocale } from '#lib/i18n/format.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';

interface PaymentProps {
  payment: BookingPayment;
  /** The booking's time zone: every date is on the restaurant's clock, as the booking's own time is. */
  timeZone: string;
  locale: CatalogLocale;
}

/** Money and restaurant-clock dates of one payment, in the diner's language. */
function paymentFormat({ payment, timeZone, locale }: PaymentProps) {
  return {
    money: (amountMinor: number) => formatMoney({ amountMinor, currency: payment.currency }, locale),
    when: (at: string) => formatInstantDayTime(new Date(at), timeZone, intlLocale(locale)),
  };
}

const EVENT_LABELS: Record<PaymentTimelineEvent, MessageDescriptor> = {
  hold_scheduled: msg`Hold scheduled`,
  held: msg`Held on your card`,
  paid: msg`Paid`,
  fee_charged: msg`No-show fee charged`,
  released: msg`Released`,
  refund_processing: msg`Refund started`,
  refunded: msg`Refunded`,
  hold_failed: msg`Hold declined`,
};

/** One sentence saying where the payment stands (spec §2 refund status): held, paid, released, refunding or refunded. */
export function PaymentSummary(props: PaymentProps) {
  const { payment } = props;
  const { t } = useLingui();
  const { money, when } = paymentFormat(props);
  const brand = payment.card ? brandName(payment.card.brand) : '';
  const last4 = payment.card?.last4 ?? '';
  const card = t`${brand} ending in ${last4}`;
  const amount = money(payment.amount_minor);
  const released = money(payment.released_minor);
  const refunding = money(payment.refund_processing_minor);
  const refunded = money(payment.refunded_minor);
  const paid = money(payment.paid_minor);
  const dueAt = payment.hold_due_at ? when(payment.hold_due_at) : '';
  const expectedBy = payment.refund_expected_by ? when(payment.refund_expected_by) : '';
  const sentences: Record<BookingPayment['state'], string> = {
    scheduled: t`${amount} will be held on ${card} from ${dueAt}`,
    held: t`${amount} held on ${card}`,
    captured: t`${paid} paid with ${card}`,
    released: payment.released_minor > 0 ? t`${released} released on ${card}` : t`Nothing was held on ${card}`,
    refund_processing: expectedBy ? t`Refund of ${refunding} processing, expected by ${expectedBy}` : t`Refund of ${refunding} processing`,
    refunded: t`${refunded} refunded to ${card}`,
    failed: t`The hold of ${amount} on ${card} was declined`,
  };
  // A refund asked of the gateway and not yet answered leaves the payment captured; the diner reads it as under way.
  const sentence = payment.refund_processing_minor > 0 ? sentences.refund_processing : sentences[payment.state];
  return (
    <>
      <p className="payment-summary" data-testid="payment-summary" data-state={payment.state}>
        {sentence}
      </p>
      {payment.state === 'failed' ? <HoldFailedHelp /> : null}
    </>
  );
}

/** A declined scheduled hold leaves the booking standing unguaranteed: what that means, and what the diner can do. */
function HoldFailedHelp() {
  return (
    <p className="form-error payment-failed-help" data-testid="payment-failed-help">
      <Trans>
        Your booking still stands, but it is not guaranteed. To guarantee it, check the card with your bank, or add another card in My cards, book the
        same time again with that card and then cancel this booking.
      </Trans>
    </p>
  );
}

/** What happened to the money and when, oldest first: an ordered list, each step in words, amount and date. */
export function PaymentTimeline(props: PaymentProps) {
  const { i18n } = useLingui();
  const { money, when } = paymentFormat(props);
  return (
    <ol className="payment-timeline" data-testid="payment-timeline">
      {props.payment.timeline.map((entry, i) => (
        <li key={`${entry.event}-${i}`} data-event={entry.event}>
          <span className="payment-event">{i18n._(EVENT_LABELS[entry.event])}</span> <span className="payment-amount">{money(entry.amount_minor)}</span>{' '}
          <time className="muted" dateTime={entry.at}>
            {when(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** The amounts spec §3 names (paid, held, released, reimbursed, refund under way), those that are not zero. */
function PaymentAmounts(props: PaymentProps) {
  const { payment } = props;
  const { t } = useLingui();
  const { money, when } = paymentFormat(props);
  const amounts: [string, number][] = [
    [t`Amount paid`, payment.paid_minor],
    [t`Amount held`, payment.held_minor],
    [t`Amount released`, payment.released_minor],
    [t`Amount reimbursed`, payment.refunded_minor],
    [t`Refund amount`, payment.refund_processing_minor],
  ];
  const rows = amounts.filter(([, amount]) => amount > 0).map(([label, amount]): [string, string] => [label, money(amount)]);
  if (payment.refund_expected_by) rows.push([t`Refund expected by`, when(payment.refund_expected_by)]);
  if (!rows.length) return null;
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The manage screen's payment section: where the money stands, its amounts and its history. */
export function BookingPaymentSection(props: PaymentProps) {
  return (
    <section className="manage-section booking-payment" aria-labelledby="booking-payment-heading" data-testid="booking-payment">
      <h2 id="booking-payment-heading">
        <Trans>Payment</Trans>
      </h2>
      <PaymentSummary {...props} />
      <PaymentAmounts {...props} />
      <h3 className="payment-history-heading">
        <Trans>Payment history</Trans>
      </h3>
      <PaymentTimeline {...props} />
    </section>
  );
}
