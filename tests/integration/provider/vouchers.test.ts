import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantHeader } from './access-fixtures';
import { accountEnv, callProvider, newClientIp, send } from './account-fixtures';
import { addSlot, bookingBody, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import type { ErrorBody } from './call-provider';
import { OPS, VOUCHER_PROGRAM, VOUCHER_RESTAURANT, verifiedDiner, vouchersOf } from './voucher-fixtures';

const env = accountEnv;
const PROGRAM = VOUCHER_PROGRAM;
const RESTAURANT = VOUCHER_RESTAURANT;

async function freeSlot() {
  const date = await localDateIn(RESTAURANT, 3);
  const time = uniqueTime();
  await addSlot({ restaurant: RESTAURANT, date, time, capacity: 100 });
  return { date, time };
}

let guests = 0;
/** Each booking by its own guest phone (every phone has its own booking limit). */
const guestPhone = () => `8${String(2000000 + (++guests % 7999999)).padStart(7, '0')}`;

function book(headers: Record<string, string>, slot: { date: string; time: string }, voucher: string | undefined, mobile = guestPhone()) {
  return callProvider(`/public/restaurants/${RESTAURANT}/books`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), 'X-Client-IP': newClientIp(), ...headers },
    body: JSON.stringify(bookingBody({ program: PROGRAM, ...slot, mobile, ...(voucher ? { voucher_code: voucher } : {}) })),
  });
}

const counts = async (code: string) =>
  (await env.DB.prepare(
    `SELECT v.redeems_left AS left, v.redeems_total AS total,
       (SELECT count(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id AND r.returned_at IS NULL) AS open
     FROM vouchers v WHERE v.code = ?`,
  ).bind(code).first<{ left: number; total: number; open: number }>())!;

describe('vouchers', () => {
  it('gives a newly verified diner the program’s welcome voucher exactly once, visible only to them', async () => {
    const { grant, mobile } = await verifiedDiner();
    const mine = await vouchersOf(grantHeader(grant));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: 'Welcome: 15% off your first dinner', price_type: 'percentage', price: 15, state: 'available', redeems_left: 1, total_redeems: 1,
      offer: { id: 1 }, points: 0, points_type: 'unlimited', visible_consumer: false, used: false, expired: false, items: 0,
    });
    expect(mine[0]!.code).toMatch(/^V[0-9A-F]{16}$/);
    // A second verification (a new code can be sent only after the resend countdown) issues nothing more: one voucher per offer and holder.
    const holderVouchers = await env.DB.prepare("SELECT count(*) AS n FROM vouchers WHERE holder = ?").bind(`mobile:65${mobile}`).first<{ n: number }>();
    expect(holderVouchers!.n).toBe(1);
    expect(await vouchersOf({})).toEqual([]);
  });

  it('books with the diner’s voucher once, keeps its history, gives it back on cancel, and finds only that booking by its code', async () => {
    const { grant } = await verifiedDiner();
    const [voucher] = await vouchersOf(grantHeader(grant));
    const created = await book(grantHeader(grant), await freeSlot(), voucher!.code.toLowerCase());
    expect(created.status).toBe(201);
    const { booking } = await created.json<{ booking: { id: number; reservation_code: string } }>();
    expect(await counts(voucher!.code)).toEqual({ left: 0, total: 1, open: 1 });
    // Spec §9: a consumed voucher leaves the list; the past list keeps it.
    expect(await vouchersOf(grantHeader(grant))).toEqual([]);
    const [consumed] = await vouchersOf(grantHeader(grant), 'past');
    expect(consumed).toMatchObject({ state: 'consumed', redeems_left: 0, used: true, items: 1 });
    expect(consumed!.history).toEqual([expect.objectContaining({ restaurant_id: RESTAURANT, returned: false })]);

    const usedUp = await book(grantHeader(grant), await freeSlot(), voucher!.code);
    expect(usedUp.status).toBe(409);
    expect((await usedUp.json<ErrorBody>()).code).toBe('voucher_used_up');

    const lookup = await send('POST', '/public/books/lookup', { voucher_code: voucher!.code });
    expect((await lookup.json<{ bookings: { id: number }[] }>()).bookings.map((b) => b.id)).toEqual([booking.id]);

    const cancelled = await send('DELETE', `/public/books/${booking.id}?reservation_code=${booking.reservation_code}`, undefined);
    expect(cancelled.status).toBe(200);
    expect(await counts(voucher!.code)).toEqual({ left: 1, total: 1, open: 0 });
    expect((await vouchersOf(grantHeader(grant)))[0]!.history[0]!.returned).toBe(true);
  });

  it('refuses a code that was not issued, someone else’s, and a malformed one, writing nothing', async () => {
    const mine = await verifiedDiner();
    const theirs = await verifiedDiner();
    const [theirVoucher] = await vouchersOf(grantHeader(theirs.grant));
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM bookings').first<{ n: number }>())!.n;
    for (const code of ['VNOTISSUED000000', theirVoucher!.code]) {
      const refused = await book(grantHeader(mine.grant), await freeSlot(), code);
      expect(refused.status, code).toBe(422);
      expect((await refused.json<ErrorBody>()).code).toBe('voucher_not_usable');
    }
    expect((await book(grantHeader(mine.grant), await freeSlot(), 'bad code!')).status).toBe(400);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM bookings').first<{ n: number }>())!.n).toBe(before);
    expect((await send('POST', '/public/books/lookup', { voucher_code: 'VNOTISSUED000000' })).status).toBe(404);
  });

  it('redeems a voucher with one redemption left exactly once under 50 parallel bookings', async () => {
    const { grant } = await verifiedDiner();
    const [voucher] = await vouchersOf(grantHeader(grant));
    const slot = await freeSlot();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book(grantHeader(grant), slot, voucher!.code, `8${String(1000000 + i)}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await counts(voucher!.code)).toEqual({ left: 0, total: 1, open: 1 });
  });

  it('keeps redeems left + open redemptions = total after any sequence of books and cancels', async () => {
    const offer = await send('POST', `/ops/programs/${PROGRAM}/voucher_offers`, {
      price_type: 'fixed', price: 2000, currency: 'SGD', redeems_per_voucher: 3, welcome: true, starts_at: '2025-01-01T00:00:00Z', ends_at: '2031-01-01T00:00:00Z',
      texts: { en: { title: 'Three dinners, 20 off each' } },
    }, OPS);
    expect(offer.status).toBe(201);
    const { grant } = await verifiedDiner();
    const voucher = (await vouchersOf(grantHeader(grant))).find((v) => v.total_redeems === 3)!;
    const open: { id: number; code: string }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const bookStep of steps) {
          if (bookStep) {
            const answer = await book(grantHeader(grant), await freeSlot(), voucher.code);
            expect([201, 409]).toContain(answer.status);
            if (answer.status === 201) {
              const { booking } = await answer.json<{ booking: { id: number; reservation_code: string } }>();
              open.push({ id: booking.id, code: booking.reservation_code });
            }
          } else if (open.length > 0) {
            const cancel = open.shift()!;
            expect((await send('DELETE', `/public/books/${cancel.id}?reservation_code=${cancel.code}`, undefined)).status).toBe(200);
          }
          const now = await counts(voucher.code);
          expect(now.left + now.open).toBe(now.total);
          expect(now.open).toBe(open.length);
        }
      }),
      { numRuns: 5 },
    );
  }, 120_000);
});
