import { Hono, type Context } from 'hono';
import { cardVerificationSchema } from '#domain/contract/access.ts';
import { cardBin, cardNumberDigits, isLuhnValid } from '#domain/card-number.ts';
import { accessCodeHash } from './access-codes';
import { findAccessCode } from './access-codes-db';
import { issueGrant } from './issue-grant';
import { readVouchedBin, type VouchedBin } from './vouched-card-link';
import { useCardLink } from './card-link-uses-db';
import { programOffering } from './program-access';
import { AccessServiceFailed } from './services/access-service-failed';
import { type CardRange } from './services/card-issuer';
import { cardIssuerFor } from './services/card-issuer-adapter';
import { ApiError } from '#provider/platform/api-error.ts';
import { CARD_PROGRAM_PRODUCTS } from '#provider/payments/card-program-products.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 1024;

/** The issuer's answer for the card; a failure to answer is logged only (spec §8) and the diner may try again. */
async function lookUp(c: Context<ProviderEnv>, digits: string): Promise<CardRange | null> {
  try {
    return await cardIssuerFor(c.env).lookupCard(digits);
  } catch (error) {
    if (!(error instanceof AccessServiceFailed)) throw error;
    console.error(JSON.stringify({ event: 'card_issuer_failed', kind: error.kind, requestId: c.get('requestId') }));
    throw new ApiError(503, 'card_check_unavailable', 'cardCheckUnavailable');
  }
}

/** The BIN the issuer's link vouches for, or a refusal that grants nothing (a bare, forged, expired or other program's link). */
async function vouchedBin(c: Context<ProviderEnv>, link: string, program: string): Promise<VouchedBin> {
  const vouched = await readVouchedBin(link, await cardIssuerFor(c.env).linkKey(), program, new Date());
  if (!vouched) throw new ApiError(422, 'card_link_invalid', 'cardLinkInvalid');
  return vouched;
}

/**
 * POST /public/projects/{program}/card_verifications {card_number} or {cbin} (an issuer's link, used once): the card issuer answers the card's BIN and
 * product; only Mastercard World and World Elite pass; then the program's wide access code check runs (its
 * base access code must still be valid), and the grant keeps the BIN and product, never the number.
 */
export const cardVerifications = new Hono<ProviderEnv>().post('/public/projects/:program/card_verifications', async (c) => {
  const program = readInput(programSlugField, c.req.param('program'));
  const body = readInput(cardVerificationSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
  const row = await programOffering(c, program, 'card_bin');
  // A typed card number must be whole and pass Luhn.
  const typed = 'card_number' in body ? cardNumberDigits(body.card_number) : null;
  if ('card_number' in body && (!typed || !isLuhnValid(typed))) throw new ApiError(400, 'card_number_invalid', 'cardNumberInvalid');
  await limitRequest(c, 'access_check', program);
  // A partner's link names the BIN alone, as the issuer vouched for it; it is looked up as its account range.
  const vouched = 'cbin' in body ? await vouchedBin(c, body.cbin, program) : null;
  const digits = vouched ? vouched.bin.padEnd(16, '0') : typed!;
  const range = await lookUp(c, digits);
  if (!range || range.brand !== 'mastercard' || !CARD_PROGRAM_PRODUCTS.includes(range.product)) throw new ApiError(422, 'card_not_accepted', 'cardNotAccepted');
  if (row.base_access_code) {
    const code = await findAccessCode(c.env.DB, program, await accessCodeHash(program, row.base_access_code), new Date().toISOString());
    if (!code?.usable) throw new ApiError(422, 'access_code_invalid', 'accessCodeInvalid');
  }
  const grant = await issueGrant(c, {
    program,
    method: 'card_bin',
    evidence: { bin: cardBin(digits), brand: range.brand, product: range.product },
    ...(vouched ? { precondition: useCardLink(c.env.DB, program, vouched) } : {}),
  });
  // Another tab followed the same link first.
  if (!grant) throw new ApiError(422, 'card_link_invalid', 'cardLinkInvalid');
  return c.json(grant);
});
