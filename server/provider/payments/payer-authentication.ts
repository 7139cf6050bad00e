import type { Context } from 'hono';
import type { z } from 'zod';
import type { payerDeviceSchema } from '#domain/contract/bank-cards.ts';
import type { Money } from '#domain/money.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { withGateway } from './gateway/gateway-errors';
import type { AuthenticationPurpose, PaymentGateway } from './gateway/payment-gateway';

/**
 * 3-D Secure for the card typed in a hosted session, on a gateway order: INITIATE_AUTHENTICATION, then
 * AUTHENTICATE_PAYER with the payer's browser (and address, from the app's signed assertion). Answers the gateway's
 * redirect html, which takes the payer to the issuer's challenge and back to authBackUrl. The same ids again (a
 * reload) answer the authentication under way.
 */
export async function authenticateSessionPayer(
  c: Context<ProviderEnv>,
  gateway: PaymentGateway,
  p: { orderId: string; transactionId: string; sessionId: string; amount: Money; purpose: AuthenticationPurpose; authBackUrl: string; device: z.infer<typeof payerDeviceSchema> },
): Promise<string> {
  const { device } = p;
  await withGateway(c, () => gateway.initiateAuthentication(p.orderId, p.transactionId, { sessionId: p.sessionId, currency: p.amount.currency, purpose: p.purpose }));
  const answer = await withGateway(c, () =>
    gateway.authenticatePayer(p.orderId, p.transactionId, {
      sessionId: p.sessionId,
      amount: p.amount,
      redirectResponseUrl: p.authBackUrl,
      device: {
        browser: device.browser,
        acceptHeaders: device.accept_headers,
        language: device.language,
        colorDepth: device.color_depth,
        screenHeight: device.screen_height,
        screenWidth: device.screen_width,
        timeZoneOffsetMinutes: device.time_zone_offset_minutes,
        javaEnabled: device.java_enabled,
        ipAddress: c.get('caller').clientIp ?? undefined,
      },
    }),
  );
  return answer.redirectHtml;
}
