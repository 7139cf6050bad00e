import { importJWK } from 'jose';
import { z } from 'zod';
import { cardBin, cardNumberDigits } from '#domain/card-number.ts';
import { CARD_LINK_ALGORITHM } from '#provider/access/vouched-card-link.ts';
import { AccessServiceFailed } from './access-service-failed';
import type { CardBrand, CardIssuer, CardProduct, CardRange } from './card-issuer';
import { callService, readAnswer, requireHttps, unexpectedStatus, type ServiceCallSettings } from './service-call';

export interface HttpCardIssuerSettings extends ServiceCallSettings {
  /** The account-search endpoint, e.g. https://api.mastercard.com/bin-resources/bin-ranges/account-searches. */
  url: string | undefined;
  apiKey: string | undefined;
  /** The issuer's public key for its links (a P-256 JWK, as JSON). */
  linkKey: string | undefined;
}

// One account range as Mastercard's BIN Lookup answers it; only what the access check reads is required.
const accountRange = z.object({
  binNum: z.string().max(11),
  acceptanceBrand: z.string().min(1).max(3),
  productCode: z.string().min(1).max(3),
  productDescription: z.string().max(200),
});
const accountSearchAnswer = z.array(accountRange).max(100);

// Mastercard acceptance brands: MCC (credit) and DMC (debit) are Mastercard cards; Maestro, Cirrus, private label are not.
const BRANDS: Record<string, CardBrand> = { MCC: 'mastercard', DMC: 'mastercard' };
const PRODUCT_CODES: Record<string, CardProduct> = { MWE: 'world_elite', MCW: 'world', MCS: 'standard' };

function productOf(range: z.infer<typeof accountRange>): CardProduct {
  const known = PRODUCT_CODES[range.productCode];
  if (known) return known;
  const description = range.productDescription.toUpperCase();
  if (description.includes('WORLD ELITE')) return 'world_elite';
  if (description.includes('WORLD')) return 'world';
  if (description.includes('STANDARD')) return 'standard';
  return 'other';
}

/** The issuer's public link key, or a refusal to start: without it no card link could be trusted. */
function readLinkKey(text: string | undefined): JsonWebKey {
  if (!text) throw new Error('CARD_ISSUER_LINK_KEY is not set');
  const jwk: unknown = JSON.parse(text);
  if (!jwk || typeof jwk !== 'object' || 'd' in jwk || (jwk as { kty?: unknown }).kty !== 'EC') throw new Error('CARD_ISSUER_LINK_KEY is not a public EC JWK');
  return jwk as JsonWebKey;
}

/**
 * A BIN lookup modelled on Mastercard's BIN Lookup "account-searches": POST {"accountRange": <the first 11 digits>}
 * with the API key; 200 with the matching ranges (none: an empty list, or 404), anything else a failure. Only the
 * first 11 digits ever leave: never the whole card number. (Mastercard itself signs with OAuth 1.0a; a gateway
 * that holds that key and takes an API key is what this adapter expects.)
 */
export function httpCardIssuer(settings: HttpCardIssuerSettings): CardIssuer {
  const url = requireHttps('CARD_ISSUER_API_URL', settings.url);
  if (!settings.apiKey) throw new Error('CARD_ISSUER_API_KEY is not set');
  const apiKey = settings.apiKey;
  const linkJwk = readLinkKey(settings.linkKey);
  let linkKey: Promise<CryptoKey> | null = null;
  return {
    async lookupCard(cardNumber: string): Promise<CardRange | null> {
      const digits = cardNumberDigits(cardNumber);
      if (!digits) return null;
      const response = await callService('card_issuer', settings, url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ accountRange: Number(digits.slice(0, 11)) }),
      });
      if (response.status === 404) return null;
      if (response.status !== 200) throw unexpectedStatus('card_issuer', response);
      const ranges = await readAnswer('card_issuer', response, accountSearchAnswer);
      const range = ranges[0];
      if (!range) return null;
      if (!digits.startsWith(range.binNum.replace(/^UNKNOWN$/, ''))) throw new AccessServiceFailed('card_issuer', 'malformed', 'a range of another BIN');
      return { bin: cardBin(digits), brand: BRANDS[range.acceptanceBrand] ?? 'other', product: productOf(range) };
    },
    linkKey: () => (linkKey ??= importJWK(linkJwk, CARD_LINK_ALGORITHM) as Promise<CryptoKey>),
  };
}
