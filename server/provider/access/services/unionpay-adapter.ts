import { chooseAdapter } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import type { UnionPay } from './unionpay';
import { httpUnionPay } from './http-unionpay';

/** The adapter UNIONPAY_ADAPTER names ("http", or "sandbox" in local development); anything else refuses. */
export function unionPayFor(env: ProviderBindings): UnionPay {
  return chooseAdapter(env, 'UNIONPAY_ADAPTER', {
    real: { http: () => httpUnionPay({ url: env.UNIONPAY_API_URL, appId: env.UNIONPAY_APP_ID, appSecret: env.UNIONPAY_APP_SECRET }) },
    sandbox: (sandboxes) => sandboxes.unionPay(),
  });
}
