import { describe, expect, it } from 'vitest';
import { GUARANTEE_RESTAURANT, PREPAY_RESTAURANT } from '#provider/seed/payment-policies.ts';
import { restaurantDetailSchema } from '#domain/contract/restaurant-detail.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env } from './seed-database';

describe('GET /public/restaurants/:id', () => {
  it('answers the profile with policies, gallery, menu and the program’s deals there', async () => {
    const deal = await env.DB.prepare("SELECT id, restaurant_id FROM deals WHERE program_slug = 'dine-asia' ORDER BY id LIMIT 1").first<{ id: number; restaurant_id: number }>();
    const response = await callProvider(`/public/restaurants/${deal!.restaurant_id}?program=dine-asia`);
    expect(response.status).toBe(200);
    const detail = restaurantDetailSchema.parse(await response.json());
    expect(detail.id).toBe(deal!.restaurant_id);
    expect(detail.introduction).toContain(detail.name);
    // The policies are the restaurant's booking conditions as data, the same the bookings are held to.
    const conditions = (await (await callProvider(`/public/restaurants/${detail.id}/booking_conditions`)).json()) as Record<string, number>;
    expect(detail.policies).toMatchObject({
      cancellation_deadline_minutes: conditions.cancellation_deadline_minutes,
      no_show_fee_percent: conditions.no_show_fee_percent,
      table_hold_minutes: conditions.table_hold_minutes,
    });
    expect([0, 6, 12]).toContain(detail.policies.children_min_age);
    expect(detail.gallery).toHaveLength(3);
    expect(detail.menu_images).toEqual([{ url: `/api/images/restaurant/${detail.id}/menu-1.svg` }]);
    expect(detail.menu.length).toBeGreaterThanOrEqual(3);
    expect(detail.menu.every((item) => Number.isInteger(item.price) && item.currency === detail.currency)).toBe(true);
    expect(detail.deals.map((d) => d.id)).toContain(deal!.id);
    expect(detail.deals.every((d) => d.restaurant.id === detail.id)).toBe(true);
  });

  it('names the card guarantee or prepayment a booking takes, per guest, and none where booking is free', async () => {
    const detailOf = async (id: number) => {
      const visible = await env.DB.prepare('SELECT pr.program_slug FROM restaurants r JOIN program_regions pr ON pr.region_id = r.region_id WHERE r.id = ?1 LIMIT 1').bind(id).first<{ program_slug: string }>();
      return restaurantDetailSchema.parse(await (await callProvider(`/public/restaurants/${id}?program=${visible!.program_slug}`)).json());
    };
    expect((await detailOf(GUARANTEE_RESTAURANT)).payment_policy).toEqual({ kind: 'guarantee', amount_per_guest_minor: 5_000, currency: 'SGD' });
    expect((await detailOf(PREPAY_RESTAURANT)).payment_policy).toEqual({ kind: 'prepay', amount_per_guest_minor: 4_000, currency: 'SGD' });
    expect((await detailOf(1)).payment_policy).toBeNull();
  });

  it('answers in the diner’s language', async () => {
    const detail = restaurantDetailSchema.parse(await (await callProvider('/public/restaurants/1?program=dine-asia', { locale: 'zh' })).json());
    expect(detail.introduction).toMatch(/[\u4e00-\u9fff]/);
    expect(detail.menu[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 for an unknown restaurant or one outside the program’s regions', async () => {
    const kl = await env.DB.prepare('SELECT id FROM restaurants WHERE region_id = 5 LIMIT 1').first<{ id: number }>();
    for (const path of ['/public/restaurants/99999?program=dine-asia', `/public/restaurants/${kl!.id}?program=members-club`]) {
      const response = await callProvider(path);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).full_messages).toEqual(['This restaurant does not exist']);
    }
    expect((await callProvider(`/public/restaurants/${kl!.id}?program=dine-asia`)).status).toBe(200);
  });

  it('checks the program and the id', async () => {
    expect((await callProvider('/public/restaurants/1')).status).toBe(400);
    expect((await callProvider('/public/restaurants/abc?program=dine-asia')).status).toBe(400);
    expect((await callProvider('/public/restaurants/1?program=nobody')).status).toBe(404);
    expect((await callProvider('/public/restaurants/1?program=summer-2025')).status).toBe(410);
  });
});
