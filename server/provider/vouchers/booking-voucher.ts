import type { Context } from 'hono';
import { ApiError } from '../api-error';
import type { ProviderEnv } from '../env';
import { requestHolders } from './voucher-holders';
import { findVoucher } from './voucher-rows';

/**
 * The voucher a booking redeems: an issued code of this program, held by this diner (their member account or
 * what their verification proved), within its offer's dates, with a redemption left. A code that was not
 * issued, or is someone else's, is refused the same way, so codes cannot be probed.
 */
export async function voucherForBooking(c: Context<ProviderEnv>, program: string, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const [voucher, holders] = await Promise.all([findVoucher(c.env.DB, code), requestHolders(c, program)]);
  if (!voucher || voucher.program_slug !== program || !holders.includes(voucher.holder)) throw new ApiError(422, 'voucher_not_usable', 'voucherNotUsable');
  const now = new Date().toISOString();
  if (now < voucher.starts_at || now >= voucher.ends_at) throw new ApiError(422, 'voucher_expired', 'voucherExpired');
  if (voucher.redeems_left <= 0) throw new ApiError(409, 'voucher_used_up', 'voucherUsedUp');
  return voucher.id;
}

/** After a create batch that inserted no booking: whether the voucher's last redemption went to another request. */
export async function voucherRanOut(c: Context<ProviderEnv>, voucherId: number | null): Promise<boolean> {
  if (voucherId === null) return false;
  const row = await c.env.DB.prepare('SELECT redeems_left FROM vouchers WHERE id = ?').bind(voucherId).first<{ redeems_left: number }>();
  return (row?.redeems_left ?? 0) === 0;
}
