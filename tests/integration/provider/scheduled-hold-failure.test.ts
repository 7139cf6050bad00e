import { describe, expect, it } from 'vitest';
import { paymentJobs } from '#provider/payments/payment-jobs.ts';
import { PaymentGatewayFailed } from '#provider/payments/gateway/payment-gateway.ts';
import { sandboxPaymentGateway } from '#provider/payments/gateway/payment-gateway-sandbox.ts';
import { newClientIp, send, signUp } from './account-fixtures';
import { bookingBody, createBooking, newKey } from './booking-fixtures';
import { addCard, APPROVED_CARD } from './card-fixtures';
import { asMember } from './loyalty-fixtures';
import { ageOutbox, deliver, mailsTo, outboxOf, runCron, uniqueEmail } from './mail-fixtures';
import { freshSlot, GUARANTEE, operationsOf, paymentOf } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

/**
 * A card that is good today and has expired by the time its booking's hold is placed: it ends this month, and the
 * booking is further ahead than a month and the hold's days. (The sandbox gateway declines by expiry, as MPGS's
 * test cards do; nothing else makes a saved card fail later without writing rows by hand.)
 */
async function memberWithCardEndingThisMonth() {
  const member = await signUp();
  const now = new Date();
  const card = { ...APPROVED_CARD, expiry_month: String(now.getUTCMonth() + 1).padStart(2, '0'), expiry_year: String(now.getUTCFullYear() % 100).padStart(2, '0') };
  const { saved } = await addCard(member.token, card);
  expect(saved.status).toBe(201);
  return { ...member, cardId: ((await saved.json()) as { bank_card: { id: number } }).bank_card.id };
}

/** A booking 40 days ahead at the guarantee restaurant, in the diner's language: its hold is scheduled. */
async function farBooking(diner: { token: string; mobile: string; cardId: number }, email: string, locale: string) {
  const at = await freshSlot(GUARANTEE, 40);
  const body = bookingBody({ ...at, party_size: 2, mobile: diner.mobile, card_id: diner.cardId, email });
  const answer = await createBooking(GUARANTEE, body, newKey(), locale, newClientIp(), asMember(diner.token));
  expect(answer.status).toBe(201);
  const { booking } = (await answer.json()) as { booking: { id: number; reservation_code: string } };
  return { id: booking.id, code: booking.reservation_code };
}

/** The cron's payment work at `at`, with the gateway's clock there too (the card's expiry is judged then). */
const cronAt = (at: Date) => paymentJobs(env.DB, sandboxPaymentGateway(env.DB, () => at.getTime()), at);

describe('a scheduled hold the cron cannot place', () => {
  it('fails the payment, keeps the booking, and e-mails the diner once, however often the cron runs', async () => {
    const diner = await memberWithCardEndingThisMonth();
    const email = uniqueEmail();
    const booked = await farBooking(diner, email, 'en');
    const scheduled = (await paymentOf(booked.id))!;
    expect(scheduled.state).toBe('scheduled');
    const due = new Date(scheduled.hold_due_at!);

    await cronAt(due);
    await cronAt(due);
    await cronAt(new Date(due.getTime() + 5 * 60_000));
    expect(await paymentOf(booked.id)).toMatchObject({ state: 'failed', held_minor: 0, hold_due_at: null });
    expect((await operationsOf(scheduled.order_id)).map((op) => [op.operation, op.transaction_id, op.status, op.gateway_code])).toEqual([
      ['AUTHORIZE', 'hold-1', 'failed', 'EXPIRED_CARD'],
    ]);
    const status = await env.DB.prepare('SELECT status FROM bookings WHERE id = ?1').bind(booked.id).first<{ status: string }>();
    expect(status?.status).toBe('confirmed');

    const rows = (await outboxOf(booked.id)).filter((row) => row.kind === 'payment_hold_failed');
    expect(rows).toHaveLength(1);
    // Relayed by the queue, redelivered, and swept by the cron: one e-mail.
    await deliver([rows[0]!.id]);
    await deliver([rows[0]!.id]);
    await ageOutbox(rows[0]!.id, 600);
    await runCron();
    const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Card guarantee declined'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text_body).toContain('Your booking still stands, but it is not guaranteed.');
    expect(mail.text_body).toContain('add another card in My cards');
    expect(mail.text_body).toMatch(/Card guarantee: SGD\s?100 could not be held on your card/);
    expect(mail.text_body).toContain(`View, change or cancel your booking: `);
    expect(mail.attachments).toEqual([]);
  });

  it('the manage view shows the declined hold; the e-mail is in the booking’s language', async () => {
    const diner = await memberWithCardEndingThisMonth();
    const email = uniqueEmail();
    const booked = await farBooking(diner, email, 'fr');
    const due = new Date((await paymentOf(booked.id))!.hold_due_at!);
    await cronAt(due);

    const manage = await send('GET', `/public/books/${booked.id}?reservation_code=${booked.code}`, undefined);
    expect(manage.status).toBe(200);
    const book = (await manage.json()) as { status: string; payment: { state: string; timeline: { event: string }[] } };
    expect([book.status, book.payment.state]).toEqual(['confirmed', 'failed']);
    expect(book.payment.timeline.map((entry) => entry.event)).toEqual(['hold_scheduled', 'hold_failed']);

    const [row] = (await outboxOf(booked.id)).filter((r) => r.kind === 'payment_hold_failed');
    await deliver([row!.id]);
    const [mail] = await mailsTo(email).then((all) => all.filter((m) => m.idempotency_key === `outbox-${row!.id}`));
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/^Garantie par carte refusée : /);
    expect(mail!.text_body).toContain('Votre réservation est maintenue, mais elle n’est pas garantie.');
  });
});

describe('a scheduled hold the gateway refuses outright (its card token unknown there)', () => {
  it('fails the payment and tells the diner once, instead of leaving it scheduled past its day', async () => {
    const diner = await memberWithCardEndingThisMonth();
    const email = uniqueEmail();
    const booked = await farBooking(diner, email, 'en');
    const due = new Date((await paymentOf(booked.id))!.hold_due_at!);
    // The gateway as when the token was deleted there: it refuses the request (no decline, no answer to settle).
    const refusing = { ...sandboxPaymentGateway(env.DB), authorize: () => Promise.reject(new PaymentGatewayFailed('invalid_request', '400 INVALID_REQUEST')) };
    await paymentJobs(env.DB, refusing, due);
    await paymentJobs(env.DB, refusing, due);
    expect(await paymentOf(booked.id)).toMatchObject({ state: 'failed', hold_due_at: null });
    expect((await operationsOf((await paymentOf(booked.id))!.order_id)).map((op) => [op.status, op.gateway_code])).toEqual([['failed', 'REFUSED']]);
    expect((await outboxOf(booked.id)).filter((row) => row.kind === 'payment_hold_failed')).toHaveLength(1);
  });
});
