import { cardBin, cardNumberDigits } from '#domain/card-number.ts';
import { AccessServiceFailed } from './access-service-failed';
import type { CardIssuer, CardRange } from './card-issuer';
import { sandboxCardLinkKeys } from './card-issuer-sandbox-link-signer';

/**
 * The sandbox issuer's account ranges, by BIN (first 8 digits): any card number in a range gets its answer, as
 * from a real BIN service (which checks the range, not the Luhn digit). The README lists a Luhn-valid card for each.
 */
export const SANDBOX_CARD_RANGES: Readonly<Record<string, Omit<CardRange, 'bin'> | 'timeout'>> = {
  '51111111': { brand: 'mastercard', product: 'world_elite' },
  '22230000': { brand: 'mastercard', product: 'world' },
  '51234500': { brand: 'mastercard', product: 'standard' },
  '45087500': { brand: 'visa', product: 'other' },
  // The issuer does not answer for this range: the failure path (spec §8 "card-issuer bin failure").
  '55555555': 'timeout',
};

/** The local card issuer: fixed account ranges, no network; its links are signed by /sandbox/card-issuer/link. */
export function sandboxCardIssuer(): CardIssuer {
  return {
    async lookupCard(cardNumber: string) {
      const digits = cardNumberDigits(cardNumber);
      if (!digits) return null;
      const bin = cardBin(digits);
      const range = SANDBOX_CARD_RANGES[bin];
      if (range === 'timeout') throw new AccessServiceFailed('card_issuer', 'timeout', 'no answer in time (sandbox range 55555555)');
      return range ? { bin, ...range } : null;
    },
    linkKey: async () => (await sandboxCardLinkKeys()).publicKey,
  };
}
