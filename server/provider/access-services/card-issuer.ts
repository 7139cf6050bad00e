import { chooseAdapter } from '../adapter-choice';
import type { ProviderBindings } from '../env';
import { httpCardIssuer } from './http-card-issuer';

export type CardBrand = 'mastercard' | 'visa' | 'amex' | 'unionpay' | 'other';
export type CardProduct = 'world' | 'world_elite' | 'standard' | 'other';

/** What the issuer's account range says about a card: its BIN (first 8 digits), brand and product. */
export interface CardRange {
  bin: string;
  brand: CardBrand;
  product: CardProduct;
}

/** The card issuer's BIN lookup by account range (spec §7 card BIN programs). */
export interface CardIssuer {
  /**
   * The account range a card number falls in, or null when none matches (or the input is not a card number).
   * Throws AccessServiceFailed when the service does not answer properly; callers only log that (spec §8).
   */
  lookupCard(cardNumber: string): Promise<CardRange | null>;
  /** The public key the issuer signs its links' `cbin` with (readVouchedBin): a bare BIN from a link proves nothing. */
  linkKey(): Promise<CryptoKey>;
}

/** The adapter CARD_ISSUER_ADAPTER names ("http", or "sandbox" in local development); anything else refuses. */
export function cardIssuerFor(env: ProviderBindings): CardIssuer {
  return chooseAdapter(env, 'CARD_ISSUER_ADAPTER', {
    real: { http: () => httpCardIssuer({ url: env.CARD_ISSUER_API_URL, apiKey: env.CARD_ISSUER_API_KEY, linkKey: env.CARD_ISSUER_LINK_KEY }) },
    sandbox: (sandboxes) => sandboxes.cardIssuer(),
  });
}
