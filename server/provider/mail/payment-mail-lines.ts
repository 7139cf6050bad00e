import { addBusinessDays } from '#domain/business-days.ts';
import { REFUND_BUSINESS_DAYS } from '#domain/hold-schedule.ts';
import { intlTagOf, type Locale } from '#domain/locales.ts';
import { mailMessages } from '#domain/mail-messages.ts';
import type { MessageDescriptor } from '#domain/messages.ts';
import { formatMoneyIn } from '#domain/money.ts';
import { formatInZone } from '#domain/restaurant-time.ts';
import type { MailPayment } from './mail-snapshot-db';

type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/**
 * A booking e-mail's money lines (spec §3 Refund / payment info): what is held or paid, and what the change gives
 * back (released, or a refund and the date it is expected by: up to 2 business days from the change) or keeps.
 */
export function paymentMailLines(payment: MailPayment, p: { locale: Locale; t: Translate; timeZone: string; changedAt: Date; cancelled: boolean }): [string, string][] {
  const { t } = p;
  const money = (amountMinor: number) => formatMoneyIn({ amountMinor, currency: payment.currency }, intlTagOf(p.locale));
  const day = (at: Date) => formatInZone(at, p.timeZone, intlTagOf(p.locale)).date;
  const lines: [string, string][] = [];
  const givingBack = payment.releasing_minor > 0 || payment.fee_minor > 0;
  if (payment.state === 'scheduled' && !givingBack) {
    const due = payment.hold_due_at && !p.cancelled ? t(mailMessages.heldFrom, { amount: money(payment.amount_minor), date: day(new Date(payment.hold_due_at)) }) : t(mailMessages.nothingHeld);
    lines.push([t(mailMessages.amountHeld), due]);
  }
  if (payment.state === 'failed') lines.push([t(mailMessages.guarantee), t(mailMessages.holdDeclined, { amount: money(payment.amount_minor) })]);
  if (payment.held_minor > 0 && !givingBack) lines.push([t(mailMessages.amountHeld), money(payment.held_minor)]);
  if (payment.fee_minor > 0) lines.push([t(mailMessages.noShowFee), money(payment.fee_minor)]);
  else if (payment.paid_minor > 0) lines.push([t(mailMessages.amountPaid), money(payment.paid_minor)]);
  // A fee taken of a hold gives the rest back; a release gives all of it.
  const released = payment.releasing_minor + (payment.fee_minor > 0 ? Math.max(payment.held_minor - payment.fee_minor, 0) : 0);
  if (released > 0) lines.push([t(mailMessages.amountReleased), money(released)]);
  if (payment.refund_minor > 0) {
    const expectedBy = addBusinessDays(p.changedAt, REFUND_BUSINESS_DAYS, p.timeZone);
    lines.push([t(mailMessages.refundAmount), t(mailMessages.refundExpected, { amount: money(payment.refund_minor), date: day(expectedBy) })]);
  }
  lines.push([t(mailMessages.card), `${payment.card_brand} •••• ${payment.card_last4}`]);
  return lines;
}
