import type { Context } from 'hono';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { withGateway } from './gateway/gateway-errors';
import type { GatewayCard, PaymentGateway } from './gateway/payment-gateway';

/** The card the payer typed in a hosted session; the session's end or a session without a card are the spec's card messages. */
export async function sessionCard(c: Context<ProviderEnv>, gateway: PaymentGateway, sessionId: string): Promise<{ id: string; card: GatewayCard }> {
  const session = await withGateway(c, () => gateway.retrieveSession(sessionId));
  if (!session) throw new ApiError(422, 'card_session_expired', 'cardSessionExpired');
  if (!session.card) throw new ApiError(422, 'card_not_entered', 'cardNotEntered');
  return { id: session.id, card: session.card };
}
