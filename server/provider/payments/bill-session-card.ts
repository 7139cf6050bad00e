import type { Context } from 'hono';
import { ApiError } from '../api-error';
import { isBillCardSession, type BillRow } from '../db/bill-payments';
import type { ManagedBookingRow } from '../db/bookings';
import { findProgram } from '../db/programs';
import type { ProviderEnv } from '../env';
import { cardProgramOf } from './card-acceptance';
import type { GatewayCard, PaymentGateway } from './payment-gateway';
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
