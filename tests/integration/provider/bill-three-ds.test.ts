import { describe, expect, it } from 'vitest';
import type { BillCardSession, PaidBill } from '#domain/contract/bill-payment.ts';
import { send } from './account-fixtures';
import { authenticatedSession, billOf, gatewayOf, operationsOf, pay, sessionWithCard, startBillThreeDs, statusOf, type Bill } from './bill-fixtures';
import type { ErrorBody } from './call-provider';
import { APPROVED_CARD } from './card-fixtures';
import { outboxOf } from './mail-fixtures';

/** Nothing was asked of the gateway for money, nothing was logged, the bill is open and no receipt was written. */
async function expectNothingCharged(bill: Bill) {
  expect((await gatewayOf(bill)).filter((t) => !t.transaction_id.startsWith('3ds-'))).toEqual([]);
  expect(await operationsOf(bill)).toEqual([]);
  expect(await statusOf(bill)).toBe('open');
  expect((await outboxOf(bill.booking.id)).filter((r) => r.kind === 'bill_paid')).toEqual([]);
}

describe('Check Bill with a new card goes through 3-D Secure (spec §2 Check Bill, §7 pos-pay)', () => {
  it('authenticates the card for the bill’s amount on the bill’s order, then authorizes with that authentication and captures once', async () => {
    const bill = await billOf(12000);
    const sessionId = await authenticatedSession(bill, APPROVED_CARD);
    const answer = await pay(bill, { session_id: sessionId });
    expect(answer.status).toBe(200);
    expect((await answer.json<PaidBill>()).order).toMatchObject({ status: 'paid', card_brand: 'MASTERCARD', card_last4: '0008', amount_cents: 12000 });
    const currency = bill.order.currency;
    expect(await gatewayOf(bill)).toEqual([
      { transaction_id: `3ds-${sessionId.slice(-36)}`, operation: 'AUTHENTICATE_PAYER', result: 'SUCCESS', amount_minor: 12000, currency },
      { transaction_id: 'pay-1', operation: 'AUTHORIZE', result: 'SUCCESS', amount_minor: 12000, currency },
      { transaction_id: 'capture-1', operation: 'CAPTURE', result: 'SUCCESS', amount_minor: 12000, currency },
    ]);
    // The same session again answers the paid bill, and the challenge cannot be started for it any more.
    expect((await pay(bill, { session_id: sessionId })).status).toBe(200);
    expect((await startBillThreeDs(bill, sessionId)).status).toBe(409);
    expect((await gatewayOf(bill)).filter((t) => t.operation === 'CAPTURE')).toHaveLength(1);
  });

  it.each(['failed', 'unavailable'] as const)('a challenge the bank answers %s pays nothing (422 card_authentication_failed); another card then pays', async (challenge) => {
    const bill = await billOf();
    const refused = await pay(bill, { session_id: await authenticatedSession(bill, APPROVED_CARD, challenge) });
    expect(refused.status).toBe(422);
    const body = await refused.json<ErrorBody>();
    expect(body.code).toBe('card_authentication_failed');
    expect(body.errors[0]).toBe('3-D Secure authentication failed. Please try again or use another card');
    await expectNothingCharged(bill);

    expect((await pay(bill, { session_id: await authenticatedSession(bill, APPROVED_CARD) })).status).toBe(200);
    expect(await statusOf(bill)).toBe('paid');
  });

  it('a session paid without 3-D Secure, or with the challenge not yet answered, is refused and asks nothing of the gateway', async () => {
    const bill = await billOf();
    const unauthenticated = await pay(bill, { session_id: await sessionWithCard(bill, APPROVED_CARD) });
    expect(unauthenticated.status).toBe(422);
    expect((await unauthenticated.json<ErrorBody>()).code).toBe('card_authentication_failed');
    const pending = await sessionWithCard(bill, APPROVED_CARD);
    expect((await startBillThreeDs(bill, pending)).status).toBe(200);
    const unanswered = await pay(bill, { session_id: pending });
    expect(unanswered.status).toBe(422);
    expect((await unanswered.json<ErrorBody>()).code).toBe('card_authentication_failed');
    await expectNothingCharged(bill);
  });

  it('refuses bad input with a clear message before asking the gateway anything', async () => {
    const bill = await billOf();
    const sessionId = await sessionWithCard(bill, APPROVED_CARD);
    const other = await billOf();
    const otherSession = await sessionWithCard(other, APPROVED_CARD);
    const opened = await send('POST', `/public/books/${bill.booking.id}/orders/${bill.order.id}/card_session?reservation_code=${bill.booking.code}`, { return_path: '/booking-detail' });
    const noCard = (await opened.json<BillCardSession>()).session_id;

    const cases: [ReturnType<typeof send>, number, string, string | null][] = [
      [startBillThreeDs(bill, sessionId, { device: undefined }), 400, 'invalid_request', null],
      [startBillThreeDs(bill, 'not a session'), 400, 'invalid_request', null],
      [startBillThreeDs(bill, sessionId, {}, 'ZZZZZZ99'), 404, 'booking_not_found', null],
      [startBillThreeDs(bill, otherSession), 422, 'card_session_expired', null],
      [startBillThreeDs(bill, noCard), 422, 'card_not_entered', 'Please enter your card details first'],
      [startBillThreeDs(bill, sessionId, { auth_back_url: 'https://evil.example/back' }), 400, 'return_address_invalid', 'The address to return to is not part of this app'],
    ];
    for (const [request, status, code, message] of cases) {
      const answer = await request;
      const body = await answer.json<ErrorBody>();
      expect([answer.status, body.code]).toEqual([status, code]);
      expect(body.errors[0]).toEqual(message ?? expect.any(String));
    }
    await expectNothingCharged(bill);
    expect(await gatewayOf(bill)).toEqual([]);
  });
});
