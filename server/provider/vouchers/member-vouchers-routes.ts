import { Hono } from 'hono';
import { memberVouchersQuerySchema, voucherListSchema } from '#domain/contract/voucher.ts';
import { requireMember, type MemberEnv } from '#provider/accounts/member-auth.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { memberHolder } from './voucher-holders';
import { holderVouchers } from './voucher-list-db';

/**
 * GET /member/vouchers?project=&per_page=100 (spec §7): the signed-in member's vouchers in the program;
 * `state=past` for the consumed and expired ones (spec §9 lists only the rest).
 */
export const memberVouchers = new Hono<MemberEnv>().get('/member/vouchers', requireMember(), async (c) => {
  const query = readInput(memberVouchersQuerySchema, { project: c.req.query('project'), per_page: c.req.query('per_page'), state: c.req.query('state') });
  passProgramGate(await programGate(c.env.DB, query.project).all());
  const holders = [memberHolder(c.get('memberId'))];
  const vouchers = await holderVouchers(c.env.DB, { program: query.project, holders, locale: c.get('locale'), selection: { view: query.state }, limit: query.per_page });
  return c.json(voucherListSchema.parse({ vouchers }), 200, { 'Cache-Control': 'private, no-store' });
});
