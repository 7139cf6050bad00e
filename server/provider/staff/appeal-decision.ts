import type { D1Database } from '@cloudflare/workers-types/index';
import { carryOutStep, changeWithStep, logStepStatements, plannedVersion, type MoneyPlan } from '#provider/payments/booking-payment-steps.ts';
import type { PaymentGateway } from '#provider/payments/gateway/payment-gateway.ts';
import { decideAppealStatements } from './no-show-appeal-db';

/**
 * The staff's decision on a no-show appeal, with the money step planned for it (null for a rejection): an approval
 * gives the no-show fee back (spec §4), its refund logged in the deciding batch, guarded on the payment it was planned
 * from, and carried out after it. Answers whether it was decided (false: another decision came first).
 */
export async function decideAppeal(
  db: D1Database,
  gateway: PaymentGateway,
  p: Omit<Parameters<typeof decideAppealStatements>[1], 'paymentVersion'>,
  plan: MoneyPlan | null,
): Promise<boolean> {
  const write = async (plan: MoneyPlan | null) => {
    const [decided] = await db.batch([...decideAppealStatements(db, { ...p, paymentVersion: plannedVersion(plan) }), ...logStepStatements(db, plan, p.changeToken)]);
    return { made: (decided?.results.length ?? 0) === 1 };
  };
  const done = plan ? await changeWithStep(db, plan, write) : { ...(await write(null)), plan: null };
  if (!done.made) return false;
  await carryOutStep(db, gateway, done.plan?.planned ?? null);
  return true;
}
