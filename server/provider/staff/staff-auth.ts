import { createMiddleware } from 'hono/factory';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderBindings, ProviderVariables } from '#provider/platform/env.ts';
import { isMemberTokenShape, sha256Hex } from '#provider/platform/member-token.ts';
import { staffOfToken } from './staff-db';

/** The staff session header (the app's staff area adds it from its own cookie, never a diner's). */
export const STAFF_TOKEN_HEADER = 'X-Staff-Token';

export interface StaffMember {
  id: number;
  name: string;
  restaurant_id: number;
  time_zone: string;
  currency: string;
  restaurant_name: string;
}

export type StaffEnv = { Bindings: ProviderBindings; Variables: ProviderVariables & { staff: StaffMember; staffTokenHash: string } };

/** Staff calls: a live staff token, else 401. What the staff may touch is their restaurant's, and only that. */
export function requireStaff() {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = c.req.header(STAFF_TOKEN_HEADER) ?? '';
    if (!isMemberTokenShape(token)) throw new ApiError(401, 'staff_sign_in_required', 'staffSignInRequired');
    const tokenHash = await sha256Hex(token);
    const staff = await staffOfToken(c.env.DB, tokenHash, new Date().toISOString(), c.get('locale'));
    if (!staff) throw new ApiError(401, 'staff_sign_in_required', 'staffSignInRequired');
    c.set('staff', staff);
    c.set('staffTokenHash', tokenHash);
    await next();
  });
}
