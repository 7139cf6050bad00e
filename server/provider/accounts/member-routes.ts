import { Hono } from 'hono';
import {
  programQuerySchema, memberBooksSchema, memberLevelSchema, memberSchema, partnerLevelSchema, pointHistorySchema, upgradeInfoSchema, upgradeSeenSchema,
} from '#domain/contract/account.ts';
import { canReview } from '#domain/review-rule.ts';
import { pointHistory } from '#provider/points/points-db.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { memberBooks } from '#provider/bookings/member-books-db.ts';
import { bookingPaymentsOf } from '#provider/payments/booking-payment-view.ts';
import { bookingPaymentsStatements } from '#provider/payments/booking-payments-db.ts';
import { announceLevel, pendingUpgrade } from '#provider/points/level-announcement-db.ts';
import { nextLevel, raiseToProgramLevel } from '#provider/points/levels-db.ts';
import { memberView } from './members-db';
import { programMarkedActive } from '#provider/programs/programs-db.ts';
import { requireMember, type MemberEnv } from './member-auth';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MEMBER_BOOKS_LIMIT = 100;

/**
 * GET /member, GET /member/points, GET /member/level, GET /member/upgrade, POST /member/upgrade/seen,
 * PUT /member/partner_level, GET /member/books?program=: calls with a member token.
 */
export const member = new Hono<MemberEnv>()
  .get('/member', requireMember(), async (c) => {
    const view = await memberView(c.env.DB, c.get('locale'), c.get('memberId'));
    if (!view) throw new ApiError(401, 'sign_in_required', 'signInRequired');
    return c.json(memberSchema.parse(view));
  })
  .get('/member/points', requireMember(), async (c) => {
    const { results } = await pointHistory(c.env.DB, c.get('memberId'));
    return c.json(pointHistorySchema.parse({ entries: results }));
  })
  .get('/member/level', requireMember(), async (c) => {
    const view = await memberView(c.env.DB, c.get('locale'), c.get('memberId'));
    if (!view) throw new ApiError(401, 'sign_in_required', 'signInRequired');
    const next = await nextLevel(c.env.DB, c.get('locale'), view.level.id);
    return c.json(memberLevelSchema.parse({ level: view.level, points: view.points, next_level: next }));
  })
  .put('/member/partner_level', requireMember(), async (c) => {
    const body = readInput(partnerLevelSchema, await readJson(c.req.raw, 1024));
    if (!(await programMarkedActive(c.env.DB, body.project))) throw new ApiError(404, 'program_invalid', 'programInvalid');
    await raiseToProgramLevel(c.env.DB, c.get('memberId'), body.project);
    // The program's lift, or one the ledger made since the last congratulation: shown now, and recorded so the
    // next page load does not show it again.
    const announced = await announceLevel(c.env.DB, c.get('memberId'));
    const view = await memberView(c.env.DB, c.get('locale'), c.get('memberId'));
    if (!view) throw new ApiError(401, 'sign_in_required', 'signInRequired');
    return c.json(upgradeInfoSchema.parse({ visible: announced, levelText: view.level.name, levelIcon: view.level.icon_url }));
  })
  .get('/member/upgrade', requireMember(), async (c) => {
    const upgrade = await pendingUpgrade(c.env.DB, c.get('locale'), c.get('memberId'));
    if (!upgrade) throw new ApiError(401, 'sign_in_required', 'signInRequired');
    return c.json(upgradeInfoSchema.parse(upgrade));
  })
  .post('/member/upgrade/seen', requireMember(), async (c) => {
    const announced = await announceLevel(c.env.DB, c.get('memberId'));
    return c.json(upgradeSeenSchema.parse({ announced }));
  })
  .get('/member/books', requireMember(), async (c) => {
    const { program } = readInput(programQuerySchema, { program: c.req.query('program') });
    const { results } = await memberBooks(c.env.DB, c.get('locale'), c.get('memberId'), program, MEMBER_BOOKS_LIMIT);
    const [payments, operations] = results.length ? await c.env.DB.batch(bookingPaymentsStatements(c.env.DB, results.map((b) => b.id))) : [];
    const paymentOf = bookingPaymentsOf(payments, operations);
    const now = new Date();
    return c.json(
      memberBooksSchema.parse({
        books: results.map((b) => ({
          id: b.id,
          reservation_code: b.reservation_code,
          status: b.status,
          restaurant: { id: b.restaurant_id, name: b.restaurant_name },
          program: b.program,
          reservation_date: b.slot_date,
          formated_time: b.slot_time,
          time_zone: b.time_zone,
          reservation_at: b.reservation_at,
          reservation_seats: b.party_size,
          first_name: b.first_name,
          last_name: b.last_name,
          can_review: canReview(b, b.reviewed === 1, now),
          payment: paymentOf.get(b.id) ?? null,
        })),
      }),
    );
  });
