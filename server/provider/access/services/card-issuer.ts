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

