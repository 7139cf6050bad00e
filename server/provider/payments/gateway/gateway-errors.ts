import type { Context } from 'hono';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { PaymentGatewayFailed } from './payment-gateway';

/** What a diner is told when the gateway did not answer, or did not decide: try again later. */
export const gatewayUnavailable = (): ApiError => new ApiError(503, 'card_gateway_unavailable', 'cardGatewayUnavailable');

/**
 * A gateway call, with its failures as the diner reads them: an expired session is "not authorized, reload"
 * (spec §8); anything else the gateway could not answer is logged and a system error to try again.
 */
export async function withGateway<T>(c: Context<ProviderEnv>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentGatewayFailed)) throw error;
    if (error.kind === 'session_expired') throw new ApiError(422, 'card_session_expired', 'cardSessionExpired');
    console.error(JSON.stringify({ event: 'payment_gateway_failed', kind: error.kind, message: error.message, requestId: c.get('requestId') }));
    throw gatewayUnavailable();
  }
}
