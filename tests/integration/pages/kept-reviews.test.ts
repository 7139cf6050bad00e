import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, signProgramSession } from '#edge/session.ts';
import { pagesEnv as env } from './pages-env';

// A diner whose session keeps a handle from an earlier address gets pages rendered for them (not the shared cache),
// from the isolate's kept answers. (A shared page shows a new review within PAGE_CACHE_TTL_SECONDS.)
const dinerCookie = async () =>
  `${SESSION_COOKIE}=${await signProgramSession(
    { program: 'dine-asia', handle: 'sea', source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: Math.floor(Date.now() / 1000), access: null, bankLogin: null },
    { keysText: env.SESSION_KEYS, issuer: 'dining-app' },
  )}`;
const profile = async (cookie: string) => {
  const response = (await env.APP.fetch('https://app.test/profile?program=dine-asia&lang=en&restaurant_id=5', { headers: { Cookie: cookie } })) as unknown as Response;
  expect(response.headers.get('X-Page-Cache')).toBe('bypass');
  return response.text();
};

describe("a restaurant's reviews, kept per isolate like its profile", () => {
  it('shows a review on the profile as soon as its diner has written it', async () => {
    const cookie = await dinerCookie();
    const comment = `Silky congee, kind staff ${Date.now()}.`;
    expect(await profile(cookie)).not.toContain(comment);

    // A booking whose meal has passed: no call books in the past, so the test writes it into D1.
    const id = 900_000 + Math.floor(Math.random() * 50_000);
    const code = `KR${String(id)}`;
    await env.DB.prepare(
      `INSERT INTO bookings (id, restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, first_name, last_name, email, country_code, mobile, time_zone)
       VALUES (?, 5, 'dine-asia', 'Mei Tan', '2026-01-10T11:00:00Z', 'confirmed', ?, 'Mei', 'Tan', 'mei.kept@example.com', '65', '91234567', 'Asia/Hong_Kong')`,
    ).bind(id, code).run();

    const written = (await env.APP.fetch('https://app.test/api/restaurants/5/reviews?lang=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '198.51.100.77', Cookie: cookie },
      body: JSON.stringify({ booking_id: id, reservation_code: code, rating_food: 5, rating_service: 4, rating_decoration: 4, recommended: true, comment }),
    })) as unknown as Response;
    expect(written.status, await written.clone().text()).toBe(201);
    expect(await profile(cookie)).toContain(comment);
  });
});
