import type { Context } from 'hono';
import { grantHashOf, memberHashOf } from '#provider/access/program-access.ts';
import { liveGrantHolder } from '#provider/access/access-grants-db.ts';
import { memberIdOfToken } from '#provider/accounts/member-tokens-db.ts';
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
  const [member, grantHolder] = await Promise.all([
    memberHash ? memberIdOfToken(c.env.DB, memberHash, now) : null,
    grantHash ? liveGrantHolder(c.env.DB, grantHash, program, now) : null,
  ]);
  return [member?.member_id ? memberHolder(member.member_id) : null, grantHolder].filter((h): h is string => h !== null);
}
