import { describe, expect, it } from 'vitest';
import { placeDueHolds } from '#provider/payments/payment-jobs.ts';
import type { PaymentGateway } from '#provider/payments/gateway/payment-gateway.ts';
import { send } from './account-fixtures';
import { bookedWithCard, gatewayDid, GUARANTEE, memberWithCard, operationsOf, paymentOf, sandboxGateway } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

const cancel = (b: { id: number; code: string }) => send('DELETE', `/public/books/${b.id}?reservation_code=${b.code}`, undefined);

/** The sandbox gateway, with `meanwhile` run after it placed a hold and before its answer reaches the caller (a slow answer). */
function authorizingSlowly(meanwhile: () => Promise<void>): PaymentGateway {
  const gateway = sandboxGateway();
  return {
    ...gateway,
    authorize: async (...args) => {
      const answer = await gateway.authorize(...args);
      await meanwhile();
      return answer;
    },
  };
}

describe('money the gateway moved after the payment stopped wanting it', () => {
  it('a scheduled hold placed as the diner cancels is written as placed, then voided; the log shows both', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, days: 10 });
    const scheduled = (await paymentOf(booked.id))!;
    expect(scheduled.state).toBe('scheduled');

    // The cron asks for the hold; while its answer is on the way the diner cancels, letting the scheduled hold go.
    const gateway = authorizingSlowly(async () => {
      expect((await cancel(booked)).status).toBe(200);
    });
    await placeDueHolds(env.DB, gateway, new Date(scheduled.hold_due_at!));

    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'released', held_minor: 0, captured_minor: 0 });
    expect((await operationsOf(scheduled.order_id)).map((op) => [op.operation, op.transaction_id, op.amount_minor, op.status])).toEqual([
      ['AUTHORIZE', 'hold-1', 10_000, 'succeeded'],
      ['VOID', 'undo-hold-1', 10_000, 'succeeded'],
    ]);
    expect((await gatewayDid(scheduled.order_id)).map((t) => `${t.operation}:${t.transaction_id}`)).toEqual(['AUTHORIZE:hold-1', 'VOID:undo-hold-1']);

    // The cron again: nothing more is asked of the card.
    await placeDueHolds(env.DB, sandboxGateway(), new Date(scheduled.hold_due_at!));
    expect(await gatewayDid(scheduled.order_id)).toHaveLength(2);
  });
});
