import { describe, expect, it } from 'vitest';
import type { MemberBooking } from '#domain/contract/account.ts';
import type { BookingDetail } from '#domain/contract/booking-manage.ts';
import { callProvider } from './call-provider';
import { mailsTo, uniqueEmail } from './mail-fixtures';
import { bookingPath, bookFresh } from './manage-fixtures';
import { bookedWithCard, GUARANTEE, memberWithCard, PREPAY } from './payment-fixtures';

// Spec §3 Refund / payment info: the diner reads what was held, paid, released and refunded, and when.
const detailOf = async (id: number, code: string) => {
  const answer = await callProvider(bookingPath(id, code));
  expect(answer.status).toBe(200);
  return (await answer.json()) as BookingDetail;
};
const cancel = async (id: number, code: string) => expect((await callProvider(bookingPath(id, code), { method: 'DELETE' })).status).toBe(200);
const eventsOf = (detail: BookingDetail) => detail.payment?.timeline.map((e) => [e.event, e.amount_minor]);
/** The text of the e-mail with `subject` to `email`, once the queue has relayed it. */
async function mailText(email: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = (await mailsTo(email)).find((m) => subject.test(m.subject));
    if (mail) return mail.text_body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail ${subject} to ${email}`);
}

describe("a booking's payment on its detail and in My bookings", () => {
  it('shows a card guarantee held on the card, then released when the booking is cancelled in time', async () => {
    const member = await memberWithCard();
    const email = uniqueEmail();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: member.token, mobile: member.mobile, cardId: member.cardId, party: 2, email });

    const held = await detailOf(booked.id, booked.code);
    expect(held.payment).toMatchObject({ kind: 'guarantee', state: 'held', currency: 'SGD', amount_minor: 10000, held_minor: 10000, paid_minor: 0, released_minor: 0 });
    expect(held.payment?.card?.last4).toMatch(/^\d{4}$/);
    expect(eventsOf(held)).toEqual([['held', 10000]]);

    const books = await callProvider('/member/books?program=dine-asia', { headers: { 'X-Member-Token': member.token } });
    const listed = ((await books.json()) as { books: MemberBooking[] }).books.find((b) => b.id === booked.id);
    expect(listed?.payment).toEqual(held.payment);

    await cancel(booked.id, booked.code);
    const released = await detailOf(booked.id, booked.code);
    expect(released.payment).toMatchObject({ state: 'released', held_minor: 0, released_minor: 10000, refund_processing_minor: 0, refund_expected_by: null });
    expect(eventsOf(released)).toEqual([['held', 10000], ['released', 10000]]);

    // The e-mails say it too: the confirmation what is held, the cancellation what is released.
    expect(await mailText(email, /^Booking confirmed/)).toMatch(/Amount held: SGD\s?100\n[\s\S]*Card: MASTERCARD •••• 0008/);
    const cancelled = await mailText(email, /^Booking cancelled/);
    expect(cancelled).toMatch(/Amount released: SGD\s?100\n/);
    expect(cancelled).not.toMatch(/Amount held/);
  });

  it('shows a prepayment paid, then its refund processing with the date it is expected by', async () => {
    const member = await memberWithCard();
    const email = uniqueEmail();
    const booked = await bookedWithCard({ restaurant: PREPAY, token: member.token, mobile: member.mobile, cardId: member.cardId, party: 2, email });

    const paid = await detailOf(booked.id, booked.code);
    expect(paid.payment).toMatchObject({ kind: 'prepay', state: 'captured', amount_minor: 8000, held_minor: 0, paid_minor: 8000 });
    expect(eventsOf(paid)).toEqual([['held', 8000], ['paid', 8000]]);

    await cancel(booked.id, booked.code);
    const refunding = await detailOf(booked.id, booked.code);
    expect(refunding.payment).toMatchObject({ state: 'refund_processing', paid_minor: 8000, refund_processing_minor: 8000, refunded_minor: 0 });
    const expectedBy = Date.parse(refunding.payment?.refund_expected_by ?? '');
    // Up to 2 business days: at least 2 days ahead, at most 4 (a weekend between).
    expect(expectedBy - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(expectedBy - Date.now()).toBeLessThan(4 * 24 * 3600_000 + 60_000);
    expect(eventsOf(refunding)).toEqual([['held', 8000], ['paid', 8000], ['refund_processing', 8000]]);

    expect(await mailText(email, /^Booking confirmed/)).toMatch(/Amount paid: SGD\s?80\n/);
    expect(await mailText(email, /^Booking cancelled/)).toMatch(/Amount paid: SGD\s?80\nRefund amount: SGD\s?80, expected by \w+day, /);
  });

  it('answers no payment for a booking at a restaurant that asks for none', async () => {
    const booked = await bookFresh({ restaurant: 2, party: 2 });
    expect((await detailOf(booked.id, booked.code)).payment).toBeNull();
  });
});
