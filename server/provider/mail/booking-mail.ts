import { buildIcs, DEFAULT_BOOKING_DURATION_MS } from '#domain/calendar.ts';
import { guestManageUrl } from '#domain/contract/booking-manage.ts';
import { intlTagOf, toLocale, type Locale } from '#domain/locales.ts';
import { mailMessages } from '#domain/mail-messages.ts';
import type { MessageDescriptor } from '#domain/messages.ts';
import { formatInZone } from '#domain/restaurant-time.ts';
import type { MailSnapshot } from './mail-snapshot-db';
import type { BookingMailKind } from './outbox-db';
import { translate } from '#provider/platform/i18n.ts';
import { escapeHtml } from '#domain/escape-html.ts';
import { formatMoneyIn } from '#domain/money.ts';
import { formatPercentIn } from '#domain/percent.ts';
import { voucherBenefit } from '#domain/voucher-benefit.ts';
import { base64OfText, type MailMessage } from './mail-message';
import { paymentMailLines } from './payment-mail-lines';

export interface BookingMailInput {
  /** The booking as it was when the change was made (the outbox row's snapshot). */
  booking: MailSnapshot;
  kind: BookingMailKind;
  /** The outbox row's sequence: the calendar SEQUENCE of this version. */
  sequence: number;
  /** When the change happened (the outbox row's created_at): the calendar DTSTAMP. */
  changedAt: Date;
}

export interface MailSettings {
  from: string;
  bookingSiteOrigin: string;
}

const subjects: Record<BookingMailKind, MessageDescriptor> = {
  booking_confirmed: mailMessages.subjectConfirmed,
  booking_updated: mailMessages.subjectUpdated,
  booking_cancelled: mailMessages.subjectCancelled,
  booking_no_show: mailMessages.subjectNoShow,
  bill_paid: mailMessages.subjectBillPaid,
  payment_hold_failed: mailMessages.subjectHoldFailed,
};
const intros: Record<BookingMailKind, MessageDescriptor> = {
  booking_confirmed: mailMessages.introConfirmed,
  booking_updated: mailMessages.introUpdated,
  booking_cancelled: mailMessages.introCancelled,
  booking_no_show: mailMessages.introNoShow,
  bill_paid: mailMessages.introBillPaid,
  payment_hold_failed: mailMessages.introHoldFailed,
};
/** What the diner can do next, when the e-mail asks something of them. */
const nextSteps: Partial<Record<BookingMailKind, MessageDescriptor>> = {
  payment_hold_failed: mailMessages.holdFailedNextSteps,
};

/** The bare address of a From value such as `Dining deals <bookings@example.com>`. */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/** The From value with the program's name as the sender name (quoted, so any character of a title is safe). */
export function senderOf(programTitle: string | undefined, from: string): string {
  const name = programTitle?.replace(/["\\\r\n]/g, '').trim();
  return name ? `"${name}" <${addressOf(from)}>` : from;
}

type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** One line per voucher the booking redeems: its title, what it takes off, and its code (older snapshots: the code). */
function voucherLines(booking: MailSnapshot, locale: Locale, t: Translate): [string, string][] {
  const vouchers = booking.vouchers ?? (booking.voucher_code ? [{ code: booking.voucher_code, title: '', price_type: 'none' as const, price: 0, currency: null }] : []);
  return vouchers.map((voucher) => {
    const benefit = voucherBenefit(voucher, intlTagOf(locale));
    const words = [voucher.title, benefit ? t(benefit.message, benefit.values) : ''].filter(Boolean).join(' · ');
    return [t(mailMessages.voucher), words ? `${words} (${voucher.code})` : voucher.code];
  });
}

/** A receipt's lines: the amount paid, in the bill's currency, and the card (brand and last four digits). */
function billLines(bill: NonNullable<MailSnapshot['bill']>, locale: Locale, t: Translate): [string, string][] {
  return [
    [t(mailMessages.amountPaid), formatMoneyIn({ amountMinor: bill.amount_minor, currency: bill.currency }, intlTagOf(locale))],
    [t(mailMessages.paidWith), `${bill.card_brand} •••• ${bill.card_last4}`],
  ];
}

/**
 * The confirmation, change, cancellation, no-show, bill receipt or declined-hold e-mail of a booking, in the booking’s
 * language, with its .ics (none for a no-show, a receipt or a declined hold: the calendar does not change).
 */
export function renderBookingMail(input: BookingMailInput, settings: MailSettings): MailMessage {
  const { booking, kind } = input;
  const locale: Locale = toLocale(booking.locale) ?? 'en';
  const t: Translate = (descriptor, values) => translate(locale, descriptor, values);
  const start = new Date(booking.reservation_at);
  const when = formatInZone(start, booking.time_zone, intlTagOf(locale));
  const restaurant = booking.restaurant_name;
  const guestName = `${booking.first_name} ${booking.last_name}`.trim();
  const siteOrigin = booking.site_origin ?? settings.bookingSiteOrigin;
  const manageUrl = guestManageUrl(siteOrigin, { id: booking.booking_id, reservation_code: booking.reservation_code, program: booking.program, locale });
  const cancelled = kind === 'booking_cancelled';
  // A no-show is over: its e-mail links to the appeal and carries no calendar file.
  const noShow = kind === 'booking_no_show';
  // A bill's receipt changes nothing in the calendar: no .ics, no calendar hint.
  const receipt = kind === 'bill_paid';
  // Nor does a declined hold: the booking stands as it was.
  const noCalendar = noShow || receipt || kind === 'payment_hold_failed';

  const subject = t(subjects[kind], { restaurant, date: when.date, time: when.time });
  const details: [string, string][] = [
    [t(mailMessages.reservationCode), booking.reservation_code],
    [t(mailMessages.restaurant), restaurant],
    [t(mailMessages.date), when.date],
    [t(mailMessages.time), when.time],
    [t(mailMessages.partySize), t(mailMessages.guests, { count: booking.party_size })],
    ...(booking.special_requests ? [[t(mailMessages.specialRequests), booking.special_requests] as [string, string]] : []),
    ...(booking.discount ? [[t(mailMessages.discount), t(mailMessages.offPeakDiscount, { percent: formatPercentIn(booking.discount, intlTagOf(locale)) })] as [string, string]] : []),
    ...voucherLines(booking, locale, t),
    ...(booking.payment && !receipt ? paymentMailLines(booking.payment, { locale, t, timeZone: booking.time_zone, changedAt: input.changedAt, cancelled }) : []),
    ...(receipt && booking.bill ? billLines(booking.bill, locale, t) : []),
    ...(booking.benefits?.length ? [[t(mailMessages.memberBenefits), booking.benefits.map((b) => b.title).join('\n')] as [string, string]] : []),
  ];
  const greeting = t(mailMessages.greeting, { name: guestName });
  const intro = t(intros[kind]);
  const next = nextSteps[kind] ? t(nextSteps[kind]) : null;
  const manage = t(noShow ? mailMessages.appealLink : mailMessages.manageLink);
  const calendarHint = t(mailMessages.calendarHint);
  const footer = t(mailMessages.footer);

  const text = [
    greeting, '', intro, '',
    ...(next ? [next, ''] : []),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(booking.restaurant_address ? [booking.restaurant_address] : []),
    '',
    ...(cancelled ? [] : [`${manage}: ${manageUrl}`, '']),
    ...(noCalendar ? [] : [calendarHint, '']),
    footer,
  ].join('\n');

  const html = [
    `<!doctype html><html lang="${escapeHtml(intlTagOf(locale))}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(next ? [`<p>${escapeHtml(next)}</p>`] : []),
    '<table role="presentation" style="border-collapse:collapse">',
    ...details.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(booking.restaurant_address ? [`<p>${escapeHtml(booking.restaurant_address)}</p>`] : []),
    ...(cancelled ? [] : [`<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(manage)}</a></p>`]),
    ...(noCalendar ? [] : [`<p>${escapeHtml(calendarHint)}</p>`]),
    `<p style="color:#555;font-size:0.9em">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');

  const ics = buildIcs({
    uid: `booking-${booking.booking_id}@${new URL(siteOrigin).hostname}`,
    sequence: input.sequence,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    stamp: input.changedAt,
    start,
    end: new Date(start.getTime() + DEFAULT_BOOKING_DURATION_MS),
    summary: t(mailMessages.calendarSummary, { count: booking.party_size, restaurant }),
    location: [restaurant, booking.restaurant_address].filter(Boolean).join(', '),
    description: `${t(mailMessages.reservationCode)}: ${booking.reservation_code}\n${manage}: ${manageUrl}`,
    url: manageUrl,
    organizer: { name: restaurant, email: addressOf(settings.from) },
    attendee: { name: guestName, email: booking.email },
  });

  return {
    from: senderOf(booking.program_title, settings.from),
    to: booking.email,
    subject,
    text,
    html,
    attachments: noCalendar ? [] : [{ filename: `booking-${booking.reservation_code}.ics`, content_type: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`, content: base64OfText(ics) }],
  };
}
