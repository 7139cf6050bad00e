import type { D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { Context } from 'hono';
import type { AccessGrantAnswer } from '#domain/contract/access.ts';
import { grantExpiry, type AccessMethod } from '#domain/program-access.ts';
import { insertGrantStatements } from './access-grants-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { randomToken, sha256Hex } from '#provider/platform/member-token.ts';
import { grantHashOf } from './program-access';

export interface GrantRequest {
  program: string;
  method: AccessMethod;
  /** What a partner may see of the check (a BIN and product, a masked mobile); never a number or code in full. */
  evidence: Record<string, string>;
  /** A conditional write the grant depends on (a code redemption); when it changes no row, no grant is issued. */
  precondition?: D1PreparedStatement;
  /** When the grant ends, if not the method's usual length from now. */
  expiresAt?: Date | undefined;
  /** Who the check proved the diner is (see NewGrant.holder). */
  holder?: string;
  /** Writes that come with the grant in its batch (the welcome vouchers it earns). */
  also?: D1PreparedStatement[];
}

/**
 * Issues a grant for the program and revokes the diner's earlier one (the request's X-Access-Grant), in one
 * batch: the latest verification wins. Null when the precondition changed nothing.
 */
export async function issueGrant(c: Context<ProviderEnv>, request: GrantRequest): Promise<AccessGrantAnswer | null> {
  const token = randomToken();
  const now = new Date();
  const expiresAt = (request.expiresAt ?? grantExpiry(request.method, now)).toISOString();
  const statements = insertGrantStatements(
    c.env.DB,
    {
      tokenHash: await sha256Hex(token), program: request.program, method: request.method, evidence: request.evidence, holder: request.holder ?? null,
      expiresAt, replacesHash: await grantHashOf(c),
    },
    request.precondition !== undefined,
  );
  const results = await c.env.DB.batch([...(request.precondition ? [request.precondition] : []), ...statements, ...(request.also ?? [])]);
  const inserted = results[request.precondition ? 1 : 0];
  if (inserted?.meta.changes !== 1) return null;
  return { verify: true, private_token: token, program: request.program, method: request.method, expires_at: expiresAt, evidence: request.evidence };
}

/** A mobile as a partner may see it: country code and the last 4 digits. */
export function maskedMobile(countryCode: string, mobile: string): string {
  return `+${countryCode} ${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}
