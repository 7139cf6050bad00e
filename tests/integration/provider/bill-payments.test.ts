import { describe, expect, it } from 'vitest';
import type { PaidBill } from '#domain/contract/bill-payment.ts';
import { send } from './account-fixtures';
import { authenticatedSession, billOf, captures, gatewayOf, memberWithCard, operationsOf, pay, statusOf } from './bill-fixtures';
import type { ErrorBody } from './call-provider';
import { APPROVED_CARD } from './card-fixtures';
import { deliver, mailsTo, outboxOf } from './mail-fixtures';

describe('Check Bill pays through the payment gateway (spec §2 manage screen, §7 pos-pay)', () => {
  it('a member pays with a saved card: one authorization and one capture of exactly the bill, the bill paid, a receipt e-mailed', async () => {
    const bill = await billOf(8650);
    const { token, cardId } = await memberWithCard();
    const answer = await pay(bill, { bank_card_id: cardId }, { token });
    expect(answer.status).toBe(200);
    const { order } = await answer.json<PaidBill>();
    expect(order).toMatchObject({ id: bill.order.id, status: 'paid', amount_cents: 8650, currency: bill.order.currency, card_brand: 'MASTERCARD', card_last4: '0008' });
    expect(order.paid_at).toEqual(expect.any(String));
    expect(await gatewayOf(bill)).toEqual([
      { transaction_id: 'pay-1', operation: 'AUTHORIZE', result: 'SUCCESS', amount_minor: 8650, currency: bill.order.currency },
      { transaction_id: 'capture-1', operation: 'CAPTURE', result: 'SUCCESS', amount_minor: 8650, currency: bill.order.currency },
    ]);
    expect(await operationsOf(bill)).toEqual([
      { transaction_id: 'pay-1', operation: 'AUTHORIZE', status: 'succeeded', purpose: 'bill', booking_id: bill.booking.id },
      { transaction_id: 'capture-1', operation: 'CAPTURE', status: 'succeeded', purpose: 'bill', booking_id: bill.booking.id },
    ]);
    // The diner's manage screen lists it paid.
    const detail = await (await send('GET', `/public/books/${bill.booking.id}?reservation_code=${bill.booking.code}`, undefined)).json<{ orders: { id: number; status: string }[] }>();
    expect(detail.orders).toEqual([expect.objectContaining({ id: bill.order.id, status: 'paid' })]);

    // The receipt: one outbox row, e-mailed to the booking's address with the amount and the card, no calendar file.
    const rows = (await outboxOf(bill.booking.id)).filter((r) => r.kind === 'bill_paid');
    expect(rows).toHaveLength(1);
    await deliver(rows.map((r) => r.id));
    const [mail] = await mailsTo(bill.email);
    expect(mail!.subject).toMatch(/^Receipt: your bill at .+ is paid$/);
    expect(mail!.text_body).toContain('Thank you. Your bill is paid; this e-mail is your receipt.');
    expect(mail!.text_body).toMatch(/Amount paid: .*86\.50/);
    expect(mail!.text_body).toContain('Paid with: MASTERCARD •••• 0008');
    expect(mail!.attachments).toEqual([]);
  });

  it('the same request key again, or another request after the payment, answers the paid bill and charges nothing more', async () => {
    const bill = await billOf();
    const { token, cardId } = await memberWithCard();
    const key = `pay-${crypto.randomUUID()}`;
    const first = await pay(bill, { bank_card_id: cardId }, { token, key });
    const again = await pay(bill, { bank_card_id: cardId }, { token, key });
    const later = await pay(bill, { bank_card_id: cardId }, { token });
    expect([first.status, again.status, later.status]).toEqual([200, 200, 200]);
    expect((await again.json<PaidBill>()).order.status).toBe('paid');
    expect(await captures(bill)).toHaveLength(1);
    expect((await outboxOf(bill.booking.id)).filter((r) => r.kind === 'bill_paid')).toHaveLength(1);
  });

  it('requests made in parallel (the same key, or others) capture once and send one receipt', async () => {
    const bill = await billOf();
    const { token, cardId } = await memberWithCard();
    const key = `pay-${crypto.randomUUID()}`;
    const answers = await Promise.all([
      pay(bill, { bank_card_id: cardId }, { token, key }),
      pay(bill, { bank_card_id: cardId }, { token, key }),
      pay(bill, { bank_card_id: cardId }, { token }),
      pay(bill, { bank_card_id: cardId }, { token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect((await answer.json<PaidBill>()).order.status).toBe('paid');
    expect(await captures(bill)).toHaveLength(1);
    expect((await gatewayOf(bill)).filter((t) => t.operation === 'AUTHORIZE')).toHaveLength(1);
    expect((await outboxOf(bill.booking.id)).filter((r) => r.kind === 'bill_paid')).toHaveLength(1);
  });

  it('anyone holding the reservation code pays with a new card typed in the gateway’s hosted fields', async () => {
    const bill = await billOf(12000);
    const sessionId = await authenticatedSession(bill, APPROVED_CARD);
    const answer = await pay(bill, { session_id: sessionId });
    expect(answer.status).toBe(200);
    expect((await answer.json<PaidBill>()).order).toMatchObject({ status: 'paid', card_brand: 'MASTERCARD', card_last4: '0008', amount_cents: 12000 });
    expect(await captures(bill)).toEqual([expect.objectContaining({ amount_minor: 12000 })]);
    // A paid bill opens no more card sessions.
    const more = await send('POST', `/public/books/${bill.booking.id}/orders/${bill.order.id}/card_session?reservation_code=${bill.booking.code}`, { return_path: '/booking-detail' });
    expect(more.status).toBe(409);
    expect((await more.json<ErrorBody>()).errors[0]).toBe('This bill is already paid');
  });

  it.each([
    [{ expiry_month: '05', expiry_year: '39' }, 'card_declined', 'Your card was declined. Please use another card'],
    [{ expiry_month: '04', expiry_year: '27' }, 'card_expired', 'This card has expired. Please use another card'],
    [{ expiry_month: '08', expiry_year: '28' }, 'card_gateway_timed_out', 'Your bank did not answer in time. Please try again'],
    [{ security_code: '102' }, 'card_security_code_mismatch', 'The security code does not match this card'],
  ])('a card the issuer refuses (%o) pays nothing (%s); another card then pays the bill once', async (change, code, message) => {
    const bill = await billOf();
    const refused = await pay(bill, { session_id: await authenticatedSession(bill, { ...APPROVED_CARD, ...change }) });
    expect(refused.status).toBe(422);
    const body = await refused.json<ErrorBody>();
    expect(body.code).toBe(code);
    expect(body.errors[0]).toBe(message);
    expect(await statusOf(bill)).toBe('open');
    expect(await captures(bill)).toEqual([]);
    expect(await operationsOf(bill)).toEqual([expect.objectContaining({ transaction_id: 'pay-1', operation: 'AUTHORIZE', status: 'failed' })]);
    expect((await outboxOf(bill.booking.id)).filter((r) => r.kind === 'bill_paid')).toEqual([]);

    const retried = await pay(bill, { session_id: await authenticatedSession(bill, APPROVED_CARD) });
    expect(retried.status).toBe(200);
    expect(await captures(bill)).toEqual([expect.objectContaining({ transaction_id: 'capture-2' })]);
  });

  it('refuses, writing nothing: a wrong reservation code, another member’s card, a card without sign-in, another bill’s session, no request key', async () => {
    const bill = await billOf();
    const owner = await memberWithCard();
    const other = await memberWithCard();

    const wrongCode = await pay(bill, { bank_card_id: owner.cardId }, { token: owner.token, code: 'ZZZZZZ99' });
    expect(wrongCode.status).toBe(404);
    const theirCard = await pay(bill, { bank_card_id: owner.cardId }, { token: other.token });
    expect(theirCard.status).toBe(404);
    expect((await theirCard.json<ErrorBody>()).errors[0]).toBe('This card is not among your cards');
    const signedOut = await pay(bill, { bank_card_id: owner.cardId });
    expect(signedOut.status).toBe(401);
    const elsewhere = await billOf();
    const foreignSession = await pay(bill, { session_id: await authenticatedSession(elsewhere, APPROVED_CARD) });
    expect(foreignSession.status).toBe(422);
    const noKey = await pay(bill, { bank_card_id: owner.cardId }, { token: owner.token, key: null });
    expect(noKey.status).toBe(400);
    const both = await pay(bill, { bank_card_id: owner.cardId, session_id: 'SESSION0000000001' }, { token: owner.token });
    expect(both.status).toBe(400);

    expect(await statusOf(bill)).toBe('open');
    expect(await gatewayOf(bill)).toEqual([]);
    expect(await operationsOf(bill)).toEqual([]);
    expect((await outboxOf(bill.booking.id)).filter((r) => r.kind === 'bill_paid')).toEqual([]);
  });
});
