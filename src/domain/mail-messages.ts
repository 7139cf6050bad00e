import type { MessageDescriptor } from './messages';

/**
 * The booking e-mails' words (confirmation, change, cancellation), rendered by the provider Worker in
 * the booking's language. Same `/*i18n*\/` pattern as messages.ts, so `lingui extract` finds them.
 */
export const mailMessages = {
  subjectConfirmed: /*i18n*/ { id: 'mail.subject_confirmed', message: 'Booking confirmed: {restaurant}, {date} at {time}' },
  subjectUpdated: /*i18n*/ { id: 'mail.subject_updated', message: 'Booking changed: {restaurant}, {date} at {time}' },
  subjectCancelled: /*i18n*/ { id: 'mail.subject_cancelled', message: 'Booking cancelled: {restaurant}, {date} at {time}' },
  subjectNoShow: /*i18n*/ { id: 'mail.subject_no_show', message: 'Marked as a no-show: {restaurant}, {date} at {time}' },
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},' },
  introConfirmed: /*i18n*/ { id: 'mail.intro_confirmed', message: 'Your table is booked. We look forward to seeing you.' },
  introUpdated: /*i18n*/ { id: 'mail.intro_updated', message: 'Your booking has been changed. These are the new details.' },
  introCancelled: /*i18n*/ { id: 'mail.intro_cancelled', message: 'Your booking has been cancelled. We hope to see you another time.' },
  introNoShow: /*i18n*/ {
    id: 'mail.intro_no_show',
    message: 'The restaurant marked this booking as a no-show. If you came, or cancelled in time, you can appeal on the booking’s page.',
  },
  appealLink: /*i18n*/ { id: 'mail.appeal_link', message: 'Appeal the no-show' },
  reservationCode: /*i18n*/ { id: 'mail.reservation_code', message: 'Reservation code' },
  restaurant: /*i18n*/ { id: 'mail.restaurant', message: 'Restaurant' },
  date: /*i18n*/ { id: 'mail.date', message: 'Date' },
  time: /*i18n*/ { id: 'mail.time', message: 'Time' },
  partySize: /*i18n*/ { id: 'mail.party_size', message: 'Party size' },
  guests: /*i18n*/ { id: 'mail.guests', message: '{count, plural, one {# guest} other {# guests}}' },
  specialRequests: /*i18n*/ { id: 'mail.special_requests', message: 'Special requests' },
  voucher: /*i18n*/ { id: 'mail.voucher', message: 'Voucher' },
  discount: /*i18n*/ { id: 'mail.discount', message: 'Discount' },
  offPeakDiscount: /*i18n*/ { id: 'mail.off_peak_discount', message: '{percent} off food' },
  memberBenefits: /*i18n*/ { id: 'mail.member_benefits', message: 'Member benefits' },
  manageLink: /*i18n*/ { id: 'mail.manage_link', message: 'View, change or cancel your booking' },
  calendarHint: /*i18n*/ { id: 'mail.calendar_hint', message: 'Open the attached calendar file to keep your calendar up to date.' },
  calendarSummary: /*i18n*/ { id: 'mail.calendar_summary', message: 'Table for {count} at {restaurant}' },
  footer: /*i18n*/ { id: 'mail.footer', message: 'You receive this e-mail because a table was booked with this address.' },
  // The receipt of a paid bill (Check Bill).
  subjectBillPaid: /*i18n*/ { id: 'mail.subject_bill_paid', message: 'Receipt: your bill at {restaurant} is paid' },
  introBillPaid: /*i18n*/ { id: 'mail.intro_bill_paid', message: 'Thank you. Your bill is paid; this e-mail is your receipt.' },
  amountPaid: /*i18n*/ { id: 'mail.amount_paid', message: 'Amount paid' },
  paidWith: /*i18n*/ { id: 'mail.paid_with', message: 'Paid with' },
  // A booking's money (a card guarantee or a prepayment): what is held or paid, released, kept or refunded.
  amountHeld: /*i18n*/ { id: 'mail.amount_held', message: 'Amount held' },
  heldFrom: /*i18n*/ { id: 'mail.held_from', message: '{amount}, to be held on your card from {date}' },
  nothingHeld: /*i18n*/ { id: 'mail.nothing_held', message: 'Nothing was held on your card' },
  amountReleased: /*i18n*/ { id: 'mail.amount_released', message: 'Amount released' },
  noShowFee: /*i18n*/ { id: 'mail.no_show_fee', message: 'No-show fee' },
  refundAmount: /*i18n*/ { id: 'mail.refund_amount', message: 'Refund amount' },
  refundExpected: /*i18n*/ { id: 'mail.refund_expected', message: '{amount}, expected by {date}' },
  card: /*i18n*/ { id: 'mail.card', message: 'Card' },
  // The scheduled card guarantee the cron could not place (the card was declined, expired or the bank did not answer).
  subjectHoldFailed: /*i18n*/ { id: 'mail.subject_hold_failed', message: 'Card guarantee declined: {restaurant}, {date} at {time}' },
  introHoldFailed: /*i18n*/ {
    id: 'mail.intro_hold_failed',
    message: 'We tried to hold the card guarantee of your booking on your card, and it was declined (the card may have expired or been blocked). Your booking still stands, but it is not guaranteed.',
  },
  holdFailedNextSteps: /*i18n*/ {
    id: 'mail.hold_failed_next_steps',
    message: 'To guarantee it, check the card with your bank, or add another card in My cards, book the same time again with that card and then cancel this booking.',
  },
  guarantee: /*i18n*/ { id: 'mail.guarantee', message: 'Card guarantee' },
  holdDeclined: /*i18n*/ { id: 'mail.hold_declined', message: '{amount} could not be held on your card' },
} satisfies Record<string, MessageDescriptor>;

export type MailMessageKey = keyof typeof mailMessages;
