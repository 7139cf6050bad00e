import { describe, expect, it } from 'vitest';
import { MAX_REVIEW_COMMENT_LENGTH, reviewListSchema, reviewSchema } from '#domain/contract/review.ts';
import { PAGING_HEADERS } from '#domain/contract/restaurant.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env, tableCounts } from './seed-database';

const RESTAURANT = 5;
const past = '2025-03-01T11:30:00Z';
const future = '2099-01-01T11:00:00Z';

// The tests of this file share one database: bookings are added once, and each review test uses its own booking.
async function addBookings() {
  const rows: [number, number, string, string][] = [
    [9001, RESTAURANT, past, 'completed'],
    [9002, RESTAURANT, past, 'confirmed'],
    [9003, RESTAURANT, past, 'cancelled'],
    [9004, RESTAURANT, past, 'no_show'],
    [9005, RESTAURANT, future, 'confirmed'],
    [9006, RESTAURANT + 1, past, 'completed'],
    [9007, RESTAURANT, past, 'completed'],
    [9008, RESTAURANT, past, 'completed'],
  ];
  await env.DB.batch(
    rows.map(([id, restaurant, at, status]) =>
      env.DB.prepare("INSERT OR IGNORE INTO bookings (id, restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code) VALUES (?, ?, 'dine-asia', 'Jane Q Doe', ?, ?, ?)").bind(id, restaurant, at, status, `RV${id}`),
    ),
  );
}

const body = (booking: number, overrides: Record<string, unknown> = {}) => ({
  booking_id: booking, reservation_code: `RV${booking}`, rating_food: 5, rating_service: 4, rating_decoration: 3, recommended: true, comment: 'Wonderful dumplings.', ...overrides,
});
const post = (payload: unknown, restaurant = RESTAURANT, locale?: string) =>
  callProvider(`/public/restaurants/${restaurant}/reviews`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof payload === 'string' ? payload : JSON.stringify(payload), ...(locale ? { locale } : {}),
  });
const aggregates = () =>
  env.DB.prepare('SELECT rating_food, rating_service, rating_decoration, review_count, recommended_count FROM restaurants WHERE id = ?').bind(RESTAURANT).first<Record<string, number>>();

describe('restaurant reviews', () => {
  it('lists the rating breakdown and the seeded reviews, newest first, with paging headers', async () => {
    const stored = await env.DB.prepare('SELECT id FROM reviews WHERE restaurant_id = ? ORDER BY created_at DESC, id DESC').bind(RESTAURANT).all<{ id: number }>();
    expect(stored.results.length).toBeGreaterThanOrEqual(2);
    const response = await callProvider(`/public/restaurants/${RESTAURANT}/reviews?per_page=1&page=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get(PAGING_HEADERS.totalCount)).toBe(String(stored.results.length));
    const list = reviewListSchema.parse(await response.json());
    expect(list.reviews.map((r) => r.id)).toEqual([stored.results[1]!.id]);
    const totals = (await aggregates())!;
    expect(list.ratings.food).toBe(totals.rating_food! / 10);
    expect(list.review_count).toBe(totals.review_count);
    expect(list.recommended_count).toBe(totals.recommended_count);
  });

  it('creates a review after the meal and updates the restaurant’s aggregates with it', async () => {
    await addBookings();
    const before = (await aggregates())!;
    const response = await post(body(9001));
    expect(response.status).toBe(201);
    const review = reviewSchema.parse(await response.json());
    expect(review).toMatchObject({ author_name: 'Jane D.', rating_food: 5, recommended: true, comment: 'Wonderful dumplings.', visited_on: '2025-03-01' });
    const after = (await aggregates())!;
    const n = before.review_count!;
    expect(after.review_count).toBe(n + 1);
    expect(after.recommended_count).toBe(before.recommended_count! + 1);
    expect(after.rating_food).toBe(Math.round((before.rating_food! * n + 50) / (n + 1)));
    expect(after.rating_decoration).toBe(Math.round((before.rating_decoration! * n + 30) / (n + 1)));
    const list = reviewListSchema.parse(await (await callProvider(`/public/restaurants/${RESTAURANT}/reviews`)).json());
    expect(list.reviews[0]!.id).toBe(review.id);
    expect(list.review_count).toBe(n + 1);
    // A booking that is confirmed and past (not yet marked completed) may be reviewed too.
    expect((await post(body(9002, { recommended: false }))).status).toBe(201);
  });

  it('answers 409 for a second review of the same booking, and writes nothing', async () => {
    await addBookings();
    expect((await post(body(9007))).status).toBe(201);
    const before = [await tableCounts(), await aggregates()];
    const response = await post(body(9007, { comment: 'Again' }));
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual(['This booking has already been reviewed']);
    expect([await tableCounts(), await aggregates()]).toEqual(before);
  });

  it('takes one of five parallel reviews of the same booking, answers the others 409, and counts it once', async () => {
    await addBookings();
    const before = (await aggregates())!;
    const statuses = (await Promise.all(Array.from({ length: 5 }, (_, i) => post(body(9008, { comment: `Try ${i}` }))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect((await aggregates())!.review_count).toBe(before.review_count! + 1);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE booking_id = 9008').first<{ n: number }>())!.n).toBe(1);
  });

  it.each([
    [424242, RESTAURANT, 'We could not find this booking'],
    [9006, RESTAURANT, 'This booking is for another restaurant'],
    [9003, RESTAURANT, 'A cancelled or missed booking cannot be reviewed'],
    [9004, RESTAURANT, 'A cancelled or missed booking cannot be reviewed'],
    [9005, RESTAURANT, 'You can review the restaurant after your meal'],
  ])('refuses booking %s with 422 “%s” and writes nothing', async (booking, restaurant, message) => {
    await addBookings();
    const before = [await tableCounts(), await aggregates()];
    const response = await post(body(booking), restaurant);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual([message]);
    expect([await tableCounts(), await aggregates()]).toEqual(before);
  });

  it.each([
    [{ rating_food: 0 }, 'Ratings must be from 1 to 5 stars'],
    [{ rating_service: 6 }, 'Ratings must be from 1 to 5 stars'],
    [{ rating_decoration: 4.5 }, 'Ratings must be from 1 to 5 stars'],
    [{ comment: '   ' }, `Your review must be 1 to ${MAX_REVIEW_COMMENT_LENGTH} characters long`],
    [{ comment: 'x'.repeat(MAX_REVIEW_COMMENT_LENGTH + 1) }, `Your review must be 1 to ${MAX_REVIEW_COMMENT_LENGTH} characters long`],
    [{ recommended: 'yes' }, 'Some of the information sent is not valid'],
    [{ booking_id: -1 }, 'Some of the information sent is not valid'],
    [{ extra: 1 }, 'Some of the information sent is not valid'],
  ])('answers 400 for %j and writes nothing', async (overrides, message) => {
    await addBookings();
    const before = await tableCounts();
    const response = await post(body(9002, overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual([message]);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON, 404 for an unknown restaurant', async () => {
    await addBookings();
    expect((await post('{not json')).status).toBe(400);
    expect((await post(body(9001), 99999)).status).toBe(404);
    expect((await callProvider('/public/restaurants/99999/reviews')).status).toBe(404);
    expect((await callProvider('/public/restaurants/1/reviews?page=0')).status).toBe(400);
  });
});

describe('who may review, and the points it earns', () => {
  it('refuses a review without the booking’s reservation code, writing nothing', async () => {
    // A past booking of its own (the review limit counts per booking): written by the test, as no call books in the past.
    await env.DB.prepare("INSERT INTO bookings (id, restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code) VALUES (9102, ?, 'dine-asia', 'Jane Q Doe', ?, 'completed', 'RV9102')")
      .bind(RESTAURANT, past)
      .run();
    const before = await tableCounts();
    const response = await post(body(9102, { reservation_code: 'WRONG1' }));
    expect(response.status).toBe(422);
    expect(await tableCounts()).toEqual(before);
  });

  it('gives the member whose phone the booking carries 20 points, once', async () => {
    const { signUp } = await import('./account-fixtures');
    const m = await signUp();
    // A past booking: no call can book in the past, so the test writes it (the member's phone, as a booking would carry it).
    await env.DB.prepare("INSERT INTO bookings (id, restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, country_code, mobile) VALUES (9101, ?, 'dine-asia', 'Mei Tan', ?, 'completed', 'RV9101', '65', ?)")
      .bind(RESTAURANT, past, m.mobile)
      .run();
    const balance = async () => ((await (await callProvider('/member', { headers: { 'X-Member-Token': m.token } })).json()) as { points: number }).points;
    const reviewable = async () =>
      ((await (await callProvider('/member/books?program=dine-asia', { headers: { 'X-Member-Token': m.token } })).json()) as { books: { id: number; can_review: boolean }[] }).books.find((b) => b.id === 9101)?.can_review;
    expect(await reviewable()).toBe(true);
    expect((await post(body(9101, { reservation_code: 'rv9101' }))).status).toBe(201);
    expect(await reviewable()).toBe(false);
    expect(await balance()).toBe(20);
    expect((await post(body(9101, { reservation_code: 'RV9101' }))).status).toBe(409);
    expect(await balance()).toBe(20);
  });
});
