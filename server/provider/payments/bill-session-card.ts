import type { Context } from 'hono';
import { ApiError } from '#provider/platform/api-error.ts';
import { isBillCardSession, type BillRow } from './bill-payments-db';
import type { ManagedBookingRow } from '#provider/bookings/bookings-db.ts';
import { findProgram } from '#provider/programs/programs-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { cardProgramOf } from './card-acceptance';
import type { GatewayCard, PaymentGateway } from './gateway/payment-gateway';
import { sessionCard } from './session-card';

/**
 * The new card a bill is to be paid with: typed in a hosted session opened for this bill (another bill's session, or
 * one never opened, cannot pay it), and, in a card program, passing its BIN rule as when a card is added.
 */
export async function billSessionCard(
  c: Context<ProviderEnv>,
  gateway: PaymentGateway,
  p: { booking: ManagedBookingRow; bill: BillRow; sessionId: string },
): Promise<{ id: string; card: GatewayCard }> {
  if (!(await isBillCardSession(c.env.DB, p.sessionId, p.bill.id))) throw new ApiError(422, 'card_session_expired', 'cardSessionExpired');
  const session = await sessionCard(c, gateway, p.sessionId);
  const program = await findProgram(c.env.DB, p.booking.program, c.get('locale'));
  if (program) await cardProgramOf(c, program, session.card);
  return session;
}
