import { chooseAdapter } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import type { CardIssuer } from './card-issuer';
import { httpCardIssuer } from './http-card-issuer';

/** The adapter CARD_ISSUER_ADAPTER names ("http", or "sandbox" in local development); anything else refuses. */
export function cardIssuerFor(env: ProviderBindings): CardIssuer {
  return chooseAdapter(env, 'CARD_ISSUER_ADAPTER', {
    real: { http: () => httpCardIssuer({ url: env.CARD_ISSUER_API_URL, apiKey: env.CARD_ISSUER_API_KEY, linkKey: env.CARD_ISSUER_LINK_KEY }) },
    sandbox: (sandboxes) => sandboxes.cardIssuer(),
  });
}
