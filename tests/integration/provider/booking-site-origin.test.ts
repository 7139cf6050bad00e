import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { bookingDetailSchema } from '#domain/contract/booking-manage.ts';
import type { ProgramUpsertInput } from '#domain/contract/program-config.ts';
import { addSlot, bookingBody, localDateIn, newKey, slotSeats, uniqueTime } from './booking-fixtures';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env } from './seed-database';

const R = 2;
const PROGRAM = 'site-origin-test';
const PARTNER_SITE = 'https://dining.partner-bank.example';

// A program whose booking site also runs on a partner's domain, made through the ops API.
const program: ProgramUpsertInput = {
  status: 'active', theme: 'default', accent_color: '#123ABC', languages: ['en'], authentication_method: 'open', where_pop_up: null, access_code_length: null,
  is_need_t_and_c_required: false, is_need_group_booking: false, is_need_hide_avg_price: false, analytic_type: null, analytic_code: null,
  booking_form_url: null, frame_ancestors: [], return_origins: [], booking_site_origins: [PARTNER_SITE],
  texts: { en: { title: 'Site origin test', t_and_c: '', tc_consent_content: '' } },
  regions: [1, 2, 3, 4, 5].map((id) => ({ id, handle: null })),
};

async function book(siteOrigin: string | null) {
  const put = await callProvider(`/ops/programs/${PROGRAM}`, { method: 'PUT', headers: { Authorization: `Bearer ${env.OPS_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(program) });
  expect(put.status).toBe(200);
  const date = await localDateIn(R, 5);
  const time = uniqueTime();
  const slot = await addSlot({ restaurant: R, date, time, capacity: 4 });
  const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() };
  const response = await callProvider(`/public/restaurants/${R}/books`, { method: 'POST', headers, siteOrigin, body: JSON.stringify(bookingBody({ program: PROGRAM, date, time })) });
  return { response, slot };
}

async function manageUrlOf(response: Response) {
  expect(response.status).toBe(201);
  const { booking } = bookingCreatedSchema.parse(await response.json());
  const detail = bookingDetailSchema.parse(await (await callProvider(`/public/books/${booking.id}?reservation_code=${booking.reservation_code}`)).json());
  return { booking, manageUrl: new URL(detail.guest_manage_url) };
}

describe('the booking site a booking was made on (named by the signed service assertion)', () => {
  it('is where its manage link leads, when the program allows it', async () => {
    const { booking, manageUrl } = await manageUrlOf((await book(PARTNER_SITE)).response);
    expect(manageUrl.origin).toBe(PARTNER_SITE);
    expect(manageUrl.pathname).toBe(`/reservations/${booking.id}/manage`);
  });

  it('may be a loopback origin in local development (LOCAL_SANDBOXES = "on" here)', async () => {
    const { manageUrl } = await manageUrlOf((await book('http://localhost:8797')).response);
    expect(manageUrl.origin).toBe('http://localhost:8797');
  });

  it('refuses an origin the program does not allow, and books nothing', async () => {
    const { response, slot } = await book('https://phishing.example');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).code).toBe('site_origin_not_allowed');
    expect((await slotSeats(slot)).booked).toBe(0);
  });

  it.each([null, 'javascript:alert(1)', 'https://example.com/path', 'ftp://example.com'])('links to the provider default for %j', async (origin) => {
    const { booking, manageUrl } = await manageUrlOf((await book(origin)).response);
    // wrangler.toml's default booking site.
    expect(manageUrl.origin).toBe('http://localhost:8787');
    const stored = await env.DB.prepare('SELECT site_origin FROM bookings WHERE id = ?').bind(booking.id).first<{ site_origin: string | null }>();
    expect(stored!.site_origin).toBeNull();
  });
});
