import type { D1Database } from '@cloudflare/workers-types/index';
import { carryOutStep, logStepStatements, type PlannedStep } from '../payments/booking-payment-steps';
import type { PaymentGateway } from '../payments/payment-gateway';
import { decideAppealStatements } from './no-show-appeal-db';

/**
 * The staff's decision on a no-show appeal, with the money step planned for it: an approval gives the no-show fee
 * back (spec §4), its refund logged in the deciding batch and carried out after it. Answers whether it was decided
 * (false: another decision came first).
 */
export async function decideAppeal(
  db: D1Database,
  gateway: PaymentGateway,
  p: Parameters<typeof decideAppealStatements>[1],
  planned: PlannedStep | null,
): Promise<boolean> {
  const [decided] = await db.batch([...decideAppealStatements(db, p), ...logStepStatements(db, planned, p.changeToken)]);
  if ((decided?.results.length ?? 0) === 0) return false;
  await carryOutStep(db, gateway, planned);
  return true;
}
