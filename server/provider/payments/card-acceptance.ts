import type { Context } from 'hono';
import { AccessServiceFailed } from '#provider/access/services/access-service-failed.ts';
import { cardIssuerFor } from '#provider/access/services/card-issuer-adapter.ts';
import { requirementOf } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProgramRow } from '#provider/programs/programs-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import type { GatewayCard } from './gateway/payment-gateway';
import { CARD_PROGRAM_PRODUCTS } from './card-program-products';

/** Whether a program lets diners in by card BIN (spec §1: its cards are Mastercard World and World Elite only). */
export function isCardProgram(program: ProgramRow): boolean {
  const requirement = requirementOf(program);
  return requirement.kind === 'grant' && requirement.methods.includes('card_bin');
}

/**
 * The program a card will be usable in alone: a card program's own slug, after the card issuer confirmed a Mastercard
 * World or World Elite BIN (the BIN rule of card verifications); null for any other program, where any card goes.
 * The issuer sees only the BIN the gateway shows, padded, never a card number.
 */
export async function cardProgramOf(c: Context<ProviderEnv>, program: ProgramRow, card: GatewayCard): Promise<string | null> {
  if (!isCardProgram(program)) return null;
  let range;
  try {
    range = await cardIssuerFor(c.env).lookupCard(card.bin.padEnd(16, '0'));
  } catch (error) {
    if (!(error instanceof AccessServiceFailed)) throw error;
    console.error(JSON.stringify({ event: 'card_issuer_failed', kind: error.kind, requestId: c.get('requestId') }));
    throw new ApiError(503, 'card_check_unavailable', 'cardCheckUnavailable');
  }
  if (!range || range.brand !== 'mastercard' || !CARD_PROGRAM_PRODUCTS.includes(range.product)) throw new ApiError(422, 'card_not_accepted', 'cardNotAccepted');
  return program.slug;
}
