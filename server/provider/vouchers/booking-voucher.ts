import type { Context } from 'hono';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { findVoucher, usedUpCount } from './vouchers-db';
import { maxVouchersPerBooking } from '#provider/programs/programs-db.ts';

/**
 * The vouchers a booking redeems: issued codes of this program, each held by this diner (their member account
 * or what their verification proved), within its offer's dates, with a redemption left, and no more of them
 * than the program lets one booking use. A code that was not issued, or is someone else's, is refused the same
 * way, so codes cannot be probed. The create batch checks the count and what is left again when it writes.
 */
export async function vouchersForBooking(c: Context<ProviderEnv>, program: string, codes: readonly string[], holders: readonly string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  if (codes.length > ((await maxVouchersPerBooking(c.env.DB, program)) ?? 1)) throw new ApiError(422, 'too_many_vouchers', 'tooManyVouchers');
  const vouchers = await Promise.all(codes.map((code) => findVoucher(c.env.DB, code)));
  const now = new Date().toISOString();
  return vouchers.map((voucher) => {
    if (!voucher || voucher.program_slug !== program || !holders.includes(voucher.holder)) throw new ApiError(422, 'voucher_not_usable', 'voucherNotUsable');
    if (now < voucher.starts_at || now >= voucher.ends_at) throw new ApiError(422, 'voucher_expired', 'voucherExpired');
    if (voucher.redeems_left <= 0) throw new ApiError(409, 'voucher_used_up', 'voucherUsedUp');
    return voucher.id;
  });
}

/** After a create batch that inserted no booking: whether one of its vouchers' last redemption went to another request. */
export async function voucherRanOut(c: Context<ProviderEnv>, voucherIds: readonly number[]): Promise<boolean> {
  if (voucherIds.length === 0) return false;
  return (await usedUpCount(c.env.DB, voucherIds)) > 0;
}
