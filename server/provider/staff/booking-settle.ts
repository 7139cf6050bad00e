import type { D1Database } from '@cloudflare/workers-types/index';
import { confirmedMealPointsStatements } from '#provider/bookings/booking-completion-db.ts';
import { bookingMailStatement, outboxIdOf } from '#provider/mail/outbox-db.ts';
import { carryOutStep, changeWithStep, logStepStatements, plannedVersion, type MoneyPlan } from '#provider/payments/booking-payment-steps.ts';
import type { PaymentGateway } from '#provider/payments/gateway/payment-gateway.ts';
import { settleBookingStatement } from './staff-db';

/**
 * Staff settle a booking after its reserved time, with the money step planned for it (spec §9): the meal takes the
 * hold, a no-show keeps the fee; the step is logged in the settling batch, guarded on the payment it was planned
 * from, then carried out. The meal earns the member's points; a no-show tells the diner by e-mail, with the way to
 * appeal. Answers whether it was settled and the no-show e-mail's outbox row.
 */
export async function settleBooking(
  db: D1Database,
  gateway: PaymentGateway,
  p: { bookingId: number; restaurantId: number; staffId: number; to: 'completed' | 'no_show'; nowIso: string; changeToken: string },
  plan: MoneyPlan,
): Promise<{ settled: boolean; outboxId: number | undefined }> {
  const done = await changeWithStep(db, plan, async (plan) => {
    const money = logStepStatements(db, plan, p.changeToken);
    const [settled, ...rest] = await db.batch([
      settleBookingStatement(db, { ...p, paymentVersion: plannedVersion(plan) }),
      ...money,
      ...(p.to === 'completed' ? confirmedMealPointsStatements(db, p.bookingId, p.nowIso) : [bookingMailStatement(db, 'booking_no_show', p.changeToken)]),
    ]);
    return { made: (settled?.results.length ?? 0) === 1, outboxId: p.to === 'no_show' ? outboxIdOf(rest[money.length]) : undefined };
  });
  if (!done.made) return { settled: false, outboxId: undefined };
  await carryOutStep(db, gateway, done.plan.planned);
  return { settled: true, outboxId: done.outboxId };
}
