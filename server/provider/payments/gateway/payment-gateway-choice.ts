import { chooseAdapter } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { merchantCurrencyOf } from '#provider/payments/merchant-currency.ts';
import { mpgsGateway } from './mpgs-gateway';
import type { PaymentGateway } from './payment-gateway';

/**
 * The gateway PAYMENT_GATEWAY_ADAPTER names ("mpgs", or "sandbox" in local development); anything else refuses, and
 * so does "mpgs" without the merchant's settlement currency (shown by /health, not only when a card is added).
 */
export function paymentGatewayFor(env: ProviderBindings): PaymentGateway {
  return chooseAdapter(env, 'PAYMENT_GATEWAY_ADAPTER', {
    real: {
      mpgs: () => {
        if (!merchantCurrencyOf(env)) throw new Error('MPGS_MERCHANT_CURRENCY must be a currency code (ISO 4217)');
        return mpgsGateway({ baseUrl: env.MPGS_BASE_URL, merchantId: env.MPGS_MERCHANT_ID, apiVersion: env.MPGS_API_VERSION, apiPassword: env.MPGS_API_PASSWORD });
      },
    },
    sandbox: (sandboxes) => sandboxes.paymentGateway(env.DB),
  });
}
