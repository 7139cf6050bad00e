import type { Context } from 'hono';
import { grantHashOf, memberHashOf } from '#provider/access/program-access.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';

/** The holder a member's vouchers are issued to. */
export const memberHolder = (memberId: number) => `member:${memberId}`;
/** The member of a member holder. */
export const memberIdOf = (holder: string) => Number(holder.slice('member:'.length));
/** The holder a listed mobile's vouchers are issued to (country code and mobile, digits). */
export const mobileHolder = (fullMobile: string) => `mobile:${fullMobile}`;

/**
 * Who the request may spend vouchers as, in this program: the signed-in member, and the holder the diner's
 * live grant for the program proved. Empty for a diner with neither: they hold no voucher.
 */
export async function requestHolders(c: Context<ProviderEnv>, program: string): Promise<string[]> {
  const [memberHash, grantHash] = await Promise.all([memberHashOf(c), grantHashOf(c)]);
  const now = new Date().toISOString();
  const row = await c.env.DB.prepare(
    `SELECT (SELECT member_id FROM member_tokens WHERE token_hash = ?1 AND revoked_at IS NULL AND expires_at > ?3) AS member_id,
            (SELECT holder FROM access_grants WHERE token_hash = ?2 AND program_slug = ?4 AND revoked_at IS NULL AND expires_at > ?3) AS grant_holder`,
  )
    .bind(memberHash ?? '', grantHash ?? '', now, program)
    .first<{ member_id: number | null; grant_holder: string | null }>();
  return [row?.member_id ? memberHolder(row.member_id) : null, row?.grant_holder ?? null].filter((h): h is string => h !== null);
}
