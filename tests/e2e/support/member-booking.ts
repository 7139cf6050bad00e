import { expect, type APIRequestContext } from '@playwright/test';
import { baseURL } from './base-url';
import type { Diner } from './account';

const json = { 'Content-Type': 'application/json', Origin: baseURL };

/** Signs a diner in on a program through the edge API (the page that shares the request's cookies is signed in). */
export async function signInByApi(request: APIRequestContext, program: string, diner: Diner): Promise<void> {
  const response = await request.post(`/api/account/sign-in?program=${program}`, { headers: json, data: { account: diner.email, password: diner.password } });
  expect(response.status()).toBe(200);
}

/**
 * Books a dinner table at a restaurant in a program through the product's create call, with the diner's phone
 * (which makes the booking the member's) and the given name.
 */
export async function bookAsDiner(request: APIRequestContext, p: { program: string; restaurant: number; diner: Diner; firstName: string; lastName: string }) {
  const availability = await request.get(`/api/restaurants/${p.restaurant}/availability?program=${p.program}`);
  expect(availability.status()).toBe(200);
  const { slots } = (await availability.json()) as { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] } };
  const day = slots.dates.slice(2).find((d) => d.slots.some((s) => s.time >= '18:00' && s.seats.available.includes(2)))!;
  const slot = day.slots.find((s) => s.time >= '18:00' && s.seats.available.includes(2))!;
  const response = await request.post(`/api/restaurants/${p.restaurant}/books`, {
    headers: { ...json, 'Idempotency-Key': `e2e-${p.program}-${p.diner.mobile}-${Date.now()}` },
    data: {
      program: p.program, date: day.date, time: slot.time, party_size: 2, first_name: p.firstName, last_name: p.lastName,
      email: p.diner.email, country_code: p.diner.countryCode, mobile: p.diner.mobile, consent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { id: number; reservation_code: string } }).booking;
}
