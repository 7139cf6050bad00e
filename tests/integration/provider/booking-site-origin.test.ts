import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '../../../src/domain/contract/booking';
import { bookingDetailSchema } from '../../../src/domain/contract/booking-manage';
import { SITE_ORIGIN_HEADER } from '../../../src/domain/site-origin';
import { addSlot, bookingBody, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import { callProvider } from './call-provider';
import { providerEnv as env } from './seed-database';

const R = 2;

async function bookFrom(siteOrigin: string | null) {
  const date = await localDateIn(R, 5);
  const time = uniqueTime();
  await addSlot({ restaurant: R, date, time, capacity: 4 });
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() };
  if (siteOrigin !== null) headers[SITE_ORIGIN_HEADER] = siteOrigin;
  const response = await callProvider(`/public/restaurants/${R}/books`, { method: 'POST', headers, body: JSON.stringify(bookingBody({ date, time })) });
  expect(response.status).toBe(201);
  const { booking } = bookingCreatedSchema.parse(await response.json());
  const detail = bookingDetailSchema.parse(await (await callProvider(`/public/books/${booking.id}?reservation_code=${booking.reservation_code}`)).json());
  return { booking, manageUrl: new URL(detail.guest_manage_url) };
}

describe('the booking site a booking was made on', () => {
  it('is where its manage link leads', async () => {
    const { booking, manageUrl } = await bookFrom('https://dining.partner-bank.example');
    expect(manageUrl.origin).toBe('https://dining.partner-bank.example');
    expect(manageUrl.pathname).toBe(`/reservations/${booking.id}/manage`);
  });

  it.each([null, 'javascript:alert(1)', 'https://example.com/path', 'ftp://example.com'])('falls back to the provider default for %j', async (origin) => {
    const { booking, manageUrl } = await bookFrom(origin);
    // wrangler.toml's default booking site.
    expect(manageUrl.origin).toBe('http://localhost:8787');
    const stored = await env.DB.prepare('SELECT site_origin FROM bookings WHERE id = ?').bind(booking.id).first<{ site_origin: string | null }>();
    expect(stored!.site_origin).toBeNull();
  });
});
