import { guestMobile } from './booking-fixtures';
import { describe, expect, it } from 'vitest';
import { bookingLookupResultSchema } from '#domain/contract/booking-manage.ts';
import { REQUEST_LIMITS } from '#domain/request-limits.ts';
import { callProvider, TEST_CLIENT_IP_HEADER, type ErrorBody } from './call-provider';
import { bookFresh } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

const R = 2;
let clients = 0;
/** A client address no other test used, so the per-client counter starts at zero. */
const newClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

function lookup(body: unknown, client = newClient(), locale?: string): Promise<Response> {
  return callProvider('/public/books/lookup', {
    method: 'POST', headers: { 'Content-Type': 'application/json', [TEST_CLIENT_IP_HEADER]: client }, body: JSON.stringify(body), ...(locale ? { locale } : {}),
  });
}

describe('looking a booking up', () => {
  it('finds a booking by reservation code + country code + mobile (code case-insensitive)', async () => {
    const b = await bookFresh({ restaurant: R });
    const response = await lookup({ reservation_code: b.code.toLowerCase(), country_code: '65', mobile: guestMobile() });
    expect(response.status).toBe(200);
    const { bookings } = bookingLookupResultSchema.parse(await response.json());
    expect(bookings).toEqual([expect.objectContaining({ id: b.id, reservation_code: b.code, restaurant_id: R, status: 'confirmed' })]);
  });

  it('finds nothing by a voucher code that was not issued, whatever a booking row says (issued codes: vouchers.test.ts)', async () => {
    const b = await bookFresh({ restaurant: R });
    const voucher = `VOUCHER-${b.id}`;
    // Bookings made before vouchers were issued kept any text the frame sent: the state no call can make any more.
    await env.DB.prepare('UPDATE bookings SET voucher_code = ? WHERE id = ?').bind(voucher, b.id).run();
    expect((await lookup({ voucher_code: voucher })).status).toBe(404);
  });

  it('answers a wrong phone, a wrong country code and an unknown code with the same 404', async () => {
    const b = await bookFresh({ restaurant: R });
    const answers = await Promise.all([
      lookup({ reservation_code: b.code, country_code: '65', mobile: '99999999' }),
      lookup({ reservation_code: b.code, country_code: '44', mobile: guestMobile() }),
      lookup({ reservation_code: 'ZZZZZZZZ', country_code: '65', mobile: guestMobile() }),
      lookup({ voucher_code: 'NO-SUCH-VOUCHER' }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as ErrorBody[];
    expect(new Set(bodies.map((x) => JSON.stringify(x))).size).toBe(1);
    expect(bodies[0]!.full_messages[0]).toBe('We could not find a booking with these details. Please check them and try again');
  });

  it('refuses malformed input with the field’s own message (spec §5 phone rule)', async () => {
    const cases: [unknown, string][] = [
      [{ reservation_code: 'ABC', country_code: '65', mobile: guestMobile() }, 'Please enter the reservation code from your confirmation'],
      [{ reservation_code: 'ABCDEFGH', country_code: '65', mobile: '9123 4567' }, 'Please enter a valid phone number'],
      [{ reservation_code: 'ABCDEFGH', country_code: '86', mobile: '91234567890' }, 'Please enter a valid phone number'],
      [{ voucher_code: 'a b' }, 'Please enter a valid voucher code'],
    ];
    for (const [body, message] of cases) {
      const response = await lookup(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorBody).full_messages).toEqual([message]);
    }
  });

  it('limits the guesser, not the booking: 429 with Retry-After for the client that missed, the owner still finds it', async () => {
    const b = await bookFresh({ restaurant: R });
    const guesser = newClient();
    for (let i = 0; i < REQUEST_LIMITS.booking_lookup.target.limit; i++) {
      const miss = await lookup({ reservation_code: b.code, country_code: '65', mobile: `9000000${i}` }, guesser);
      expect(miss.status).toBe(404);
    }
    const limited = await lookup({ reservation_code: b.code, country_code: '65', mobile: guestMobile() }, guesser, 'en');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(REQUEST_LIMITS.booking_lookup.target.windowSeconds);
    const body = (await limited.json()) as ErrorBody;
    expect(body.code).toBe('too_many_attempts');
    expect(body.full_messages[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?$/);
    // The owner, from their own address, is not locked out of their booking.
    expect((await lookup({ reservation_code: b.code, country_code: '65', mobile: guestMobile() }, newClient())).status).toBe(200);
  });

  it('limits attempts per client across codes', async () => {
    const client = newClient();
    for (let i = 0; i < REQUEST_LIMITS.booking_lookup.client.limit; i++) {
      const miss = await lookup({ reservation_code: `NOCODE${String(i).padStart(2, '0')}`, country_code: '65', mobile: guestMobile() }, client);
      expect(miss.status).toBe(404);
    }
    const b = await bookFresh({ restaurant: R });
    const limited = await lookup({ reservation_code: b.code, country_code: '65', mobile: guestMobile() }, client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    // The same booking from another client is answered.
    expect((await lookup({ reservation_code: b.code, country_code: '65', mobile: guestMobile() })).status).toBe(200);
  });
});
