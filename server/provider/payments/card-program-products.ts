import type { CardRange } from '#provider/access/services/card-issuer.ts';

/** Spec §1: card-verified programs accept only Mastercard World and World Elite (card verifications and saved cards alike). */
export const CARD_PROGRAM_PRODUCTS: readonly CardRange['product'][] = ['world', 'world_elite'];
