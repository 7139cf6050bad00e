import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail } from '#domain/contract/booking-manage.ts';
import { grantHeader } from './access-fixtures';
import { accountEnv, callProvider, newClientIp, send } from './account-fixtures';
import { addSlot, bookingBody, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import type { ErrorBody } from './call-provider';
import { deliver, mailsTo, outboxOf, uniqueEmail } from './mail-fixtures';
import { addWelcomeOffer, OPS, VOUCHER_PROGRAM as PROGRAM, VOUCHER_RESTAURANT as RESTAURANT, verifiedDiner, vouchersOf } from './voucher-fixtures';

// mobile-perks lets one booking use two vouchers (programs.max_vouchers_per_booking, seeded); dine-asia one.
const env = accountEnv;

async function freeSlot(restaurant = RESTAURANT, offPeak: number | null = null) {
  const date = await localDateIn(restaurant, 3);
  const time = uniqueTime();
  await addSlot({ restaurant, date, time, capacity: 100, offPeak });
  return { date, time };
}

let guests = 0;
const guestPhone = () => `8${String(3000000 + (++guests % 6999999)).padStart(7, '0')}`;

function book(headers: Record<string, string>, slot: { date: string; time: string }, codes: string[] | undefined, extra: Record<string, unknown> = {}) {
  return callProvider(`/public/restaurants/${RESTAURANT}/books`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), 'X-Client-IP': newClientIp(), ...headers },
    body: JSON.stringify(bookingBody({ program: PROGRAM, ...slot, mobile: guestPhone(), ...(codes ? { voucher_codes: codes } : {}), ...extra })),
  });
}

/** Redemptions left of each voucher, in the order of the codes. */
const left = async (codes: string[]) => {
  const { results } = await env.DB.prepare('SELECT code, redeems_left FROM vouchers WHERE code IN (SELECT value FROM json_each(?))').bind(JSON.stringify(codes)).all<{ code: string; redeems_left: number }>();
  return codes.map((code) => results.find((r) => r.code === code)?.redeems_left);
};
const bookingCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM bookings').first<{ n: number }>())!.n;

async function detailOf(booking: { id: number; reservation_code: string }, headers: Record<string, string> = {}): Promise<BookingDetail> {
  const answer = await callProvider(`/public/books/${booking.id}?reservation_code=${booking.reservation_code}`, { headers });
  expect(answer.status).toBe(200);
  return answer.json<BookingDetail>();
}

describe('vouchers per booking', () => {
  // Two more welcome offers: every diner verified in this file holds three vouchers (15% off, SGD 20 off, 10% off).
  beforeAll(async () => {
    await addWelcomeOffer('Twenty off', { price_type: 'fixed', price: 2000, currency: 'SGD' });
    await addWelcomeOffer('Ten percent', { price_type: 'percentage', price: 10 });
  });

  it('redeems up to the program’s number of vouchers in one booking; the detail and the e-mail name each with what it takes off', async () => {
    const { grant } = await verifiedDiner();
    const vouchers = await vouchersOf(grantHeader(grant));
    expect(vouchers).toHaveLength(3);
    const [welcome, twenty] = [vouchers.find((v) => v.price === 15)!, vouchers.find((v) => v.price_type === 'fixed')!];
    const email = uniqueEmail();
    const created = await book(grantHeader(grant), await freeSlot(RESTAURANT, 20), [welcome.code, twenty.code.toLowerCase()], { email });
    expect(created.status, await created.clone().text()).toBe(201);
    const { booking } = await created.json<{ booking: { id: number; reservation_code: string } }>();
    expect(await left([welcome.code, twenty.code])).toEqual([0, 0]);

    const detail = await detailOf(booking);
    expect(detail.vouchers).toEqual(expect.arrayContaining([
      { code: welcome.code, title: 'Welcome: 15% off your first dinner', price_type: 'percentage', price: 15, currency: null },
      { code: twenty.code, title: 'Twenty off', price_type: 'fixed', price: 2000, currency: 'SGD' },
    ]));
    expect(detail.vouchers).toHaveLength(2);

    const [row] = await outboxOf(booking.id);
    await deliver([row!.id]);
    const [mail] = await mailsTo(email);
    expect(mail!.text_body).toContain('Discount: 20% off food');
    expect(mail!.text_body).toContain(`Voucher: Welcome: 15% off your first dinner · 15% off (${welcome.code})`);
    // Intl puts a no-break space between the currency and the amount.
    expect(mail!.text_body).toContain(`Voucher: Twenty off · SGD\u00a020 off (${twenty.code})`);
  });

  it('refuses more vouchers than the program allows, and writes nothing', async () => {
    const { grant } = await verifiedDiner();
    const codes = (await vouchersOf(grantHeader(grant))).map((v) => v.code);
    const before = await bookingCount();
    const refused = await book(grantHeader(grant), await freeSlot(), codes);
    expect(refused.status).toBe(422);
    expect(await refused.json<ErrorBody>()).toMatchObject({ code: 'too_many_vouchers', full_messages: ['This booking cannot use that many vouchers. Please choose fewer'] });
    expect(await bookingCount()).toBe(before);
    expect(await left(codes)).toEqual([1, 1, 1]);
    // The frame's voucher_code counts with the chosen ones; the same code twice counts once.
    expect((await book(grantHeader(grant), await freeSlot(), codes.slice(0, 2), { voucher_code: codes[2] })).status).toBe(422);
    expect(await left(codes)).toEqual([1, 1, 1]);
    const twice = await book(grantHeader(grant), await freeSlot(), [codes[0]!, codes[0]!], { voucher_code: codes[0] });
    expect(twice.status).toBe(201);
    expect(await left(codes)).toEqual(codes.map((c) => (c === codes[0] ? 0 : 1)));
  });

  it('refuses a voucher not valid yet, one whose offer ended, and another program’s, writing nothing', async () => {
    const { grant } = await verifiedDiner();
    // An offer that starts next year is issued on verification but cannot be used yet.
    const soon = await send('POST', `/ops/programs/${PROGRAM}/voucher_offers`, {
      price_type: 'percentage', price: 5, welcome: true, starts_at: '2099-01-01T00:00:00Z', ends_at: '2099-12-31T00:00:00Z', texts: { en: { title: 'Later' } },
    }, OPS);
    expect(soon.status).toBe(201);
    const later = await verifiedDiner();
    // Not listed among the vouchers usable now (spec §9), but held.
    expect((await vouchersOf(grantHeader(later.grant))).some((v) => v.title === 'Later')).toBe(false);
    const notYet = (await vouchersOf(grantHeader(later.grant), 'all')).find((v) => v.title === 'Later')!;
    const before = await bookingCount();
    const early = await book(grantHeader(later.grant), await freeSlot(), [notYet.code]);
    expect(early.status).toBe(422);
    expect((await early.json<ErrorBody>()).full_messages).toEqual(['This voucher has expired or is not valid yet']);

    // An offer that ended: no call ends an offer early, so its end is moved into the past here.
    const [ending] = await vouchersOf(grantHeader(grant));
    await env.DB.prepare("UPDATE voucher_offers SET starts_at = '2020-01-01T00:00:00Z', ends_at = '2020-12-31T00:00:00Z' WHERE id = (SELECT offer_id FROM vouchers WHERE code = ?)").bind(ending!.code).run();
    const expired = await book(grantHeader(grant), await freeSlot(), [ending!.code]);
    expect(expired.status).toBe(422);
    expect((await expired.json<ErrorBody>()).code).toBe('voucher_expired');

    // members-club's dessert, claimed by the demo member with points, is refused in mobile-perks.
    const ip = newClientIp();
    const { token } = await (await send('POST', '/member/auth/sign_in', { account: 'demo@example.com', password: 'dining123' }, { 'X-Client-IP': ip })).json<{ token: string }>();
    expect((await send('POST', '/public/projects/members-club/voucher_offers/2/claim', {}, { 'X-Member-Token': token })).status).toBe(201);
    const club = await callProvider('/public/projects/members-club/vouchers', { headers: { 'X-Member-Token': token } });
    const [dessert] = (await club.json<{ vouchers: { code: string }[] }>()).vouchers;
    const elsewhere = await book({ ...grantHeader(grant), 'X-Member-Token': token }, await freeSlot(), [dessert!.code]);
    expect(elsewhere.status).toBe(422);
    expect((await elsewhere.json<ErrorBody>()).code).toBe('voucher_not_usable');
    expect(await bookingCount()).toBe(before);
    expect(await left([notYet.code, ending!.code, dessert!.code])).toEqual([1, 1, 1]);
  });

  it('refuses a malformed list with a 400 and writes nothing', async () => {
    const before = await bookingCount();
    for (const codes of [[], ['bad code!'], Array.from({ length: 11 }, (_, i) => `V${String(i).padStart(15, '0')}`)]) {
      const refused = await book({}, await freeSlot(), codes);
      expect(refused.status, JSON.stringify(codes)).toBe(400);
    }
    expect(await bookingCount()).toBe(before);
  });

  it('holds under 20 parallel bookings with the same two vouchers: one booking, two redemptions', async () => {
    const { grant } = await verifiedDiner();
    const codes = (await vouchersOf(grantHeader(grant))).slice(0, 2).map((v) => v.code);
    const slot = await freeSlot();
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(grantHeader(grant), slot, codes)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const redemptions = await env.DB.prepare(
      'SELECT count(*) AS n, count(DISTINCT booking_id) AS bookings FROM voucher_redemptions r JOIN vouchers v ON v.id = r.voucher_id WHERE v.code IN (SELECT value FROM json_each(?))',
    ).bind(JSON.stringify(codes)).first<{ n: number; bookings: number }>();
    expect(redemptions).toEqual({ n: 2, bookings: 1 });
    expect(await left(codes)).toEqual([0, 0]);
  });

  it('gives a member’s booking the benefits of their level when it was made, in the diner’s language', async () => {
    const ip = newClientIp();
    const signedIn = await send('POST', '/member/auth/sign_in', { account: 'demo@example.com', password: 'dining123' }, { 'X-Client-IP': ip });
    expect(signedIn.status).toBe(200);
    const { token } = await signedIn.json<{ token: string }>();
    const slot = await freeSlot(3);
    const email = uniqueEmail();
    const created = await callProvider('/public/restaurants/3/books', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), 'X-Client-IP': ip, 'X-Member-Token': token },
      body: JSON.stringify(bookingBody({ ...slot, email })),
    });
    expect(created.status).toBe(201);
    const { booking } = await created.json<{ booking: { id: number; reservation_code: string } }>();
    // The demo member is Silver.
    expect((await detailOf(booking)).loyalty_program_benefits).toEqual([{ title: 'Priority on the waiting list' }]);
    const inChinese = await callProvider(`/public/books/${booking.id}?reservation_code=${booking.reservation_code}`, { locale: 'zh' });
    expect((await inChinese.json<BookingDetail>()).loyalty_program_benefits).toEqual([{ title: '候补名单优先' }]);
    // The confirmation e-mail says them too.
    await deliver((await outboxOf(booking.id)).map((row) => row.id));
    expect((await mailsTo(email))[0]!.text_body).toContain('Member benefits: Priority on the waiting list');

    // A guest's booking has none.
    const guest = await book(grantHeader((await verifiedDiner()).grant), await freeSlot(), undefined);
    expect(guest.status).toBe(201);
    expect((await detailOf((await guest.json<{ booking: { id: number; reservation_code: string } }>()).booking)).loyalty_program_benefits).toEqual([]);
  });
});
