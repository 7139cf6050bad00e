import { ApiError } from '#provider/platform/api-error.ts';
import type { GatewayTransaction } from './gateway/payment-gateway';

/**
 * A card operation's answer (VERIFY, AUTHORIZE) as the diner reads it (spec §8 card messages); null when it was
 * approved. Adding a card and paying a bill refuse a card the same way.
 */
export function cardRefusalOf(answer: GatewayTransaction): ApiError | null {
  if (answer.result === 'SUCCESS' && answer.gatewayCode === 'APPROVED') return null;
  if (answer.securityCode === 'NO_MATCH') return new ApiError(422, 'card_security_code_mismatch', 'cardSecurityCodeMismatch');
  if (answer.gatewayCode === 'EXPIRED_CARD') return new ApiError(422, 'card_expired', 'cardExpired');
  if (answer.gatewayCode === 'TIMED_OUT') return new ApiError(422, 'card_gateway_timed_out', 'cardGatewayTimedOut');
  return new ApiError(422, 'card_declined', 'cardDeclined');
}
