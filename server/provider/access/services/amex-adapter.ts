import { chooseAdapter } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import type { Amex } from './amex';
import { httpAmex } from './http-amex';

/** The adapter AMEX_ADAPTER names ("http", or "sandbox" in local development); anything else refuses. */
export function amexFor(env: ProviderBindings): Amex {
  return chooseAdapter(env, 'AMEX_ADAPTER', {
    real: { http: () => httpAmex({ url: env.AMEX_API_URL, apiKey: env.AMEX_API_KEY }) },
    sandbox: (sandboxes) => sandboxes.amex(),
  });
}
