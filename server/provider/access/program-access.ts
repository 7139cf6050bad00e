import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { Context } from 'hono';
import { accessRequirement, hasAccess, refusalOf, type AccessMethod, type AccessRequirement } from '#domain/program-access.ts';
import type { AuthenticationMethod } from '#domain/contract/program-config.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { programAccessStatement, type ProgramAccessRow } from './access-grants-db';
import type { ProgramRow } from '#provider/programs/programs-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { activeProgram } from '#provider/programs/program-gate.ts';
import { MEMBER_TOKEN_HEADER } from '#provider/accounts/member-auth.ts';
import { isMemberTokenShape, sha256Hex } from '#provider/platform/member-token.ts';

/** The header that carries the diner's access grant for the program (the edge adds it from the program session). */
export const ACCESS_GRANT_HEADER = 'X-Access-Grant';

/** The digest of a well-formed token header, or null (absent or malformed: no lookup can match it). */
async function headerHash(c: Context, header: string): Promise<string | null> {
  const token = c.req.header(header) ?? '';
  return isMemberTokenShape(token) ? sha256Hex(token) : null;
}

/** The digest of the diner's current grant, if the request carries one. */
export const grantHashOf = (c: Context) => headerHash(c, ACCESS_GRANT_HEADER);
/** The digest of the member token the request carries, if any (the provider decides whether it is live). */
export const memberHashOf = (c: Context) => headerHash(c, MEMBER_TOKEN_HEADER);

/** The access check of a program for this request, as one statement for the handler's own batch. */
export async function programAccess(c: Context, db: D1Database, program: string): Promise<D1PreparedStatement> {
  const [grantHash, memberHash] = await Promise.all([grantHashOf(c), memberHashOf(c)]);
  return programAccessStatement(db, { program, grantHash, memberHash, nowIso: new Date().toISOString() });
}

type RequirementColumns = Pick<ProgramAccessRow, 'authentication_method' | 'is_need_bank_card_verify' | 'is_need_dbs_verify'>;

/** The program's requirement, read from its row (the access statement's, or the program's own). */
export function requirementOf(row: RequirementColumns): AccessRequirement {
  return accessRequirement({
    authentication_method: row.authentication_method as AuthenticationMethod,
    verify_options: {
      bank_card_verify: { is_need_bank_card_verify: row.is_need_bank_card_verify === 1, base_access_code: null },
      dbs_verify: { is_need_dbs_verify: row.is_need_dbs_verify === 1, dbs_verify_url: null },
      mobile_verify: { is_need_mobile_verify: false },
    },
  });
}

/** Whether the request's grant or member token opens the program (an unknown program is the program gate's to refuse). */
export function accessAllowed(result: D1Result | undefined, program: string): boolean {
  const row = result?.results[0] as ProgramAccessRow | undefined;
  if (!row) return true;
  const grant = row.grant_method && row.grant_expires_at ? { program, method: row.grant_method, expiresAt: row.grant_expires_at } : null;
  return hasAccess(requirementOf(row), program, { memberSignedIn: row.member_live === 1, grant }, new Date());
}

/** The active program, when it lets diners in by this method; else 404 (unknown, or not this program's way in). */
export async function programOffering(c: Context<ProviderEnv>, slug: string, method: AccessMethod): Promise<ProgramRow> {
  const program = await activeProgram(c, slug);
  const requirement = requirementOf(program);
  if (requirement.kind !== 'grant' || !requirement.methods.includes(method)) throw new ApiError(404, 'access_method_not_offered', 'notFound');
  return program;
}

/**
 * Refuses a gated program's create, modify or gated slots without access: 401 'Please log in' for a
 * membership program, 403 'Please verify your access' for any other.
 */
export function passProgramAccess(result: D1Result | undefined, program: string): void {
  if (accessAllowed(result, program)) return;
  const row = result!.results[0] as ProgramAccessRow;
  const refusal = refusalOf(requirementOf(row));
  throw refusal === 'sign_in_required' ? new ApiError(401, refusal, 'signInRequired') : new ApiError(403, refusal, 'accessRequired');
}
