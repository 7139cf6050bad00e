import type { CardRange } from '../access-services/card-issuer';

/** Spec §1: card-verified programs accept only Mastercard World and World Elite (card verifications and saved cards alike). */
export const CARD_PROGRAM_PRODUCTS: readonly CardRange['product'][] = ['world', 'world_elite'];
